/**
 * The one icon map. Content names icons the way the original design did
 * ("Target", "BarChart3", "shield-check"); this file resolves those names to
 * Tabler components, imported by name so unused icons tree-shake away.
 */
import {
  IconBolt,
  IconBook,
  IconBriefcase,
  IconBulb,
  IconChartBar,
  IconChartPie,
  IconCheck,
  IconClock,
  IconEye,
  IconFileCheck,
  IconHeart,
  IconMail,
  IconMapPin,
  IconPencil,
  IconPhone,
  IconRefresh,
  IconScale,
  IconSettings,
  IconShield,
  IconShieldCheck,
  IconStack2,
  IconTarget,
  IconUsers,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';

const ICONS = {
  Target: IconTarget,
  Users: IconUsers,
  Heart: IconHeart,
  Lightbulb: IconBulb,
  BarChart3: IconChartBar,
  Check: IconCheck,
  Clock: IconClock,
  Zap: IconBolt,
  Briefcase: IconBriefcase,
  PenTool: IconPencil,
  Settings: IconSettings,
  RefreshCw: IconRefresh,
  Shield: IconShield,
  ShieldCheck: IconShieldCheck,
  FileCheck: IconFileCheck,
  Scale: IconScale,
  Eye: IconEye,
  BookOpen: IconBook,
  PieChart: IconChartPie,
  Layers: IconStack2,
  Mail: IconMail,
  Phone: IconPhone,
  MapPin: IconMapPin,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

/** Canonical names, offered to manifest authors as autocompletion. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** "shield-check", "ShieldCheck" and "shieldcheck" all name the same icon. */
function normalise(name: string): string {
  return name.replace(/[^a-z0-9]/gi, '').toLowerCase();
}

const ICON_BY_NORMALISED_NAME = new Map<string, Icon>(
  Object.entries(ICONS).map(([name, component]) => [normalise(name), component]),
);

export function isKnownIcon(name: string): boolean {
  return ICON_BY_NORMALISED_NAME.has(normalise(name));
}

function lookup(name: string | undefined): Icon | undefined {
  return name ? ICON_BY_NORMALISED_NAME.get(normalise(name)) : undefined;
}

/** Resolves a content icon name, falling back (spec: Target for services, Shield for governance). */
export function resolveIcon(name: string | undefined, fallback?: string): Icon {
  return lookup(name) ?? lookup(fallback) ?? ICONS.Target;
}

interface ContentIconProps extends IconProps {
  name: string | undefined;
  fallback?: string | undefined;
}

/** A decorative icon named by content; hidden from assistive technology. */
export function ContentIcon({ name, fallback, ...props }: ContentIconProps) {
  const Component = resolveIcon(name, fallback);
  return <Component aria-hidden="true" focusable="false" stroke={1.75} {...props} />;
}
