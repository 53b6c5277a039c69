#!/usr/bin/env node
// Renders the heroes' pictures (section-registry/shared/art/renders.ts): the firm's layers as objects in
// light, one scene a page family. Each is a ray-marched scene (a signed-distance shader) drawn by headless
// Chromium into a canvas and saved as WebP, so the pictures are made from the brand's own colours (a test
// holds them to src/theme.ts) and can be re-rendered when they change:
//   node scripts/render-art.mjs [file.webp ...]   (writes them, or all, to section-registry/shared/art/)
// The output is committed: the build never renders, so CI needs no GPU and no time for it.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');

/**
 * The pictures: a scene in the shader (below), where the camera stands and what it looks at. Each is about
 * twice the CSS size of the box it fills (the home card's head, a hero's panel), for sharp phones.
 */
const PICTURES = [
  { file: 'rising-layers.webp', scene: 0, width: 960, height: 500, eye: [6.1, 4.0, 7.2], target: [0, 0.6, 0] },
  { file: 'learning-steps.webp', scene: 2, width: 960, height: 540, eye: [4.0, 3.6, 8.0], target: [0.35, 0.55, 0] },
  { file: 'governance.webp', scene: 3, width: 960, height: 540, eye: [5.8, 3.6, 7.7], target: [0, 0.85, 0] },
  { file: 'purpose-values.webp', scene: 4, width: 960, height: 540, eye: [5.6, 3.9, 7.4], target: [0, 1.05, 0] },
  { file: 'our-people.webp', scene: 5, width: 960, height: 540, eye: [4.6, 3.9, 6.0], target: [0, 0.4, 0] },
  { file: 'reputation.webp', scene: 6, width: 960, height: 540, eye: [4.4, 2.9, 6.3], target: [0, 0.55, 0] },
  { file: 'at-a-glance.webp', scene: 7, width: 960, height: 540, eye: [4.6, 3.8, 6.4], target: [0, 0.4, 0] },
  { file: 'essential-leadership.webp', scene: 8, width: 960, height: 540, eye: [5.4, 3.6, 6.9], target: [0, 0.95, 0] },
  {
    file: 'ten-talent-mindset.webp',
    scene: 9,
    width: 960,
    height: 540,
    eye: [2.4, 3.7, 8.2],
    target: [0.35, 0.55, -0.2],
  },
  { file: 'bootcamps.webp', scene: 10, width: 960, height: 540, eye: [5.6, 3.8, 7.6], target: [0, 0.95, 0] },
  { file: 'resourcing.webp', scene: 11, width: 960, height: 540, eye: [4.2, 3.4, 6.0], target: [0, 0.45, 0] },
  { file: 'associates.webp', scene: 12, width: 960, height: 540, eye: [4.4, 3.6, 5.8], target: [0, 0.9, 0] },
  { file: 'buy.webp', scene: 13, width: 960, height: 540, eye: [3.4, 3.6, 4.4], target: [0, 0.1, 0] },
  { file: 'contact.webp', scene: 14, width: 960, height: 540, eye: [4.9, 4.0, 6.6], target: [0, 0.5, 0] },
  { file: 'three-offices.webp', scene: 1, width: 960, height: 540, eye: [6.2, 4.0, 7.7], target: [0.1, 0.85, 0] },
];
const OUT_DIR = join(root, 'section-registry/shared/art');

/** Brand colours (src/theme.ts), as linear RGB for the shader: navy at the base, amber at the top. */
const hex = (h) => [1, 3, 5].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255) ** 2.2);
const LAYERS = ['#00476a', '#116b98', '#3089b0', '#72b2cb', '#ffa218'].map(hex);
const GROUND = hex('#ebe4d6');
const SKY = hex('#f6f3ec');

const shader = /* glsl */ `
precision highp float;
uniform vec2 res;
uniform vec3 eye;
uniform vec3 target;
uniform vec3 layer[5];
uniform vec3 ground;
uniform vec3 sky;

float roundBox(vec3 p, vec3 b, float r) {
  vec3 q = abs(p) - b + r;
  return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0) - r;
}

float cylinder(vec3 p, float r, float h) {
  vec2 d = abs(vec2(length(p.xz), p.y)) - vec2(r, h);
  return min(max(d.x, d.y), 0.0) + length(max(d, 0.0));
}

float torus(vec3 p, float big, float small) {
  return length(vec2(length(p.xz) - big, p.y)) - small;
}

// Keeps the nearer of two hits: (distance, colour).
vec2 nearer(vec2 a, vec2 b) {
  return a.x < b.x ? a : b;
}

// A rod between two points.
float segment(vec3 p, vec3 a, vec3 b, float r) {
  vec3 pa = p - a, ba = b - a;
  float h = clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0);
  return length(pa - ba * h) - r;
}

// Each scene returns (distance, colour): 0 the ground, 1 to 5 the layers' colours from the base up.
#if SCENE == 0
// The mark: five slabs, each narrower than the one below and lifted a little further from it.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  float y = 0.0;
  for (int i = 0; i < 5; i++) {
    float fi = float(i);
    float half_ = 1.6 - 0.3 * fi;
    float h = 0.12;
    y += (i == 0 ? 0.02 : 0.1 + 0.05 * fi) + h;
    float d = roundBox(p - vec3(0.0, y, 0.0), vec3(half_, h, half_), 0.045);
    y += h;
    if (d < hit.x) hit = vec2(d, fi + 1.0);
  }
  return hit;
}
#elif SCENE == 2
// Learning: a flight of five steps, each one slab higher than the last, built of the mark's layers, with
// amber only on the top step.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  for (int i = 0; i < 5; i++) {
    float fi = float(i);
    for (int j = 0; j < 5; j++) {
      if (j > i) break;
      float fj = float(j);
      float d = roundBox(p - vec3(-2.0 + fi * 1.0, 0.11 + fj * 0.25, 0.0), vec3(0.46, 0.1, 0.8), 0.035);
      float colour = (i == 4 && j == 4) ? 5.0 : 1.0 + min(fj, 3.0);
      if (d < hit.x) hit = vec2(d, colour);
    }
  }
  return hit;
}
#elif SCENE == 3
// Governance: a portico on two steps, eight columns under a beam, the beam capped in amber.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 0.07, 0.0), vec3(2.1, 0.07, 1.15), 0.03), 1.0));
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 0.21, 0.0), vec3(1.9, 0.07, 1.0), 0.03), 2.0));
  for (int i = 0; i < 4; i++) {
    float x = -1.4 + float(i) * 0.9333;
    for (int j = 0; j < 2; j++) {
      float z = j == 0 ? 0.62 : -0.62;
      hit = nearer(hit, vec2(cylinder(p - vec3(x, 0.9, z), 0.16, 0.62) - 0.02, 4.0));
    }
  }
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 1.62, 0.0), vec3(1.95, 0.1, 1.02), 0.03), 3.0));
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 1.84, 0.0), vec3(1.7, 0.08, 0.85), 0.03), 5.0));
  return hit;
}
#elif SCENE == 4
// Purpose and values: four layers on a foundation, and one amber line rising through them to a point.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  float y = 0.0;
  for (int i = 0; i < 4; i++) {
    float fi = float(i);
    float half_ = 1.5 - 0.3 * fi;
    y += (i == 0 ? 0.02 : 0.12) + 0.1;
    hit = nearer(hit, vec2(roundBox(p - vec3(0.0, y, 0.0), vec3(half_, 0.1, half_), 0.04), fi + 1.0));
    y += 0.1;
  }
  hit = nearer(hit, vec2(cylinder(p - vec3(0.0, 1.15, 0.0), 0.07, 1.15), 5.0));
  hit = nearer(hit, vec2(length(p - vec3(0.0, 2.38, 0.0)) - 0.2, 5.0));
  return hit;
}
#elif SCENE == 5
// Our people: a circle of eight, each a column of a different height, round a shared amber centre.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  hit = nearer(hit, vec2(cylinder(p - vec3(0.0, 0.05, 0.0), 0.75, 0.05) - 0.02, 5.0));
  for (int i = 0; i < 8; i++) {
    float fi = float(i);
    float a = fi * 0.7854 + 0.3;
    vec3 at = vec3(cos(a) * 1.55, 0.0, sin(a) * 1.55);
    float tall = 0.55 + 0.35 * fract(sin(fi * 78.233) * 43758.5453);
    vec3 q = p - at;
    q.y -= clamp(q.y, 0.0, tall);
    float d = max(length(q) - 0.24, -p.y);
    hit = nearer(hit, vec2(d, 1.0 + mod(fi, 4.0)));
  }
  return hit;
}
#elif SCENE == 6
// Reputation: a podium of three, the highest step carrying an amber sphere.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  hit = nearer(hit, vec2(roundBox(p - vec3(-1.05, 0.3, 0.0), vec3(0.5, 0.3, 0.6), 0.04), 2.0));
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 0.5, 0.0), vec3(0.5, 0.5, 0.6), 0.04), 1.0));
  hit = nearer(hit, vec2(roundBox(p - vec3(1.05, 0.2, 0.0), vec3(0.5, 0.2, 0.6), 0.04), 3.0));
  hit = nearer(hit, vec2(length(p - vec3(0.0, 1.36, 0.0)) - 0.36, 5.0));
  return hit;
}
#elif SCENE == 7
// At a glance: a summary plate with four bars of layers and a ring, a quarter of it amber.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 0.06, 0.0), vec3(2.4, 0.06, 1.1), 0.04), 1.0));
  for (int i = 0; i < 4; i++) {
    float fi = float(i);
    for (int j = 0; j < 5; j++) {
      if (j > i + 1) break;
      float fj = float(j);
      vec3 at = vec3(-1.9 + fi * 0.62, 0.22 + fj * 0.2, 0.0);
      hit = nearer(hit, vec2(roundBox(p - at, vec3(0.24, 0.08, 0.45), 0.03), 2.0 + min(fj, 2.0)));
    }
  }
  vec3 q = p - vec3(1.35, 0.22, 0.0);
  float ring = torus(q, 0.55, 0.14);
  float angle = atan(q.z, q.x);
  hit = nearer(hit, vec2(ring, angle > 0.0 && angle < 1.6 ? 5.0 : 2.0));
  return hit;
}
#elif SCENE == 8
// Essential leadership: a summit, thin layers narrowing steeply to a peak, an amber pennant on it.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  float y = 0.0;
  for (int i = 0; i < 7; i++) {
    float fi = float(i);
    float half_ = 1.55 - 0.2 * fi;
    y += 0.09;
    hit = nearer(hit, vec2(roundBox(p - vec3(0.0, y, 0.0), vec3(half_, 0.08, half_), 0.03), 1.0 + min(floor(fi * 0.6), 3.0)));
    y += 0.1;
  }
  hit = nearer(hit, vec2(cylinder(p - vec3(0.0, y + 0.45, 0.0), 0.025, 0.45), 1.0));
  hit = nearer(hit, vec2(roundBox(p - vec3(0.25, y + 0.72, 0.0), vec3(0.24, 0.14, 0.015), 0.01), 5.0));
  return hit;
}
#elif SCENE == 9
// Ten talent mindset: ten columns in a gentle arc, each a little taller than the last, the tenth amber.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  for (int i = 0; i < 10; i++) {
    float fi = float(i);
    float a = -1.1 + fi * 0.245;
    vec3 at = vec3(sin(a) * 2.0, 0.0, -cos(a) * 2.0 + 1.4);
    float h = 0.25 + fi * 0.09;
    float colour = i == 9 ? 5.0 : 1.0 + floor(fi / 2.5);
    hit = nearer(hit, vec2(cylinder(p - at - vec3(0.0, h, 0.0), 0.2, h) - 0.03, colour));
  }
  return hit;
}
#elif SCENE == 10
// Bootcamps: a short, steep run of three blocks, an amber ball at the top, arrived.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  for (int i = 0; i < 3; i++) {
    float fi = float(i);
    float h = 0.3 + fi * 0.42;
    hit = nearer(hit, vec2(roundBox(p - vec3(-0.9 + fi * 0.9, h, 0.0), vec3(0.44, h, 0.7), 0.04), 2.0 + fi));
  }
  hit = nearer(hit, vec2(length(p - vec3(0.9, 2.5, 0.0)) - 0.28, 5.0));
  return hit;
}
#elif SCENE == 11
// Resourcing: a board of six sockets, five filled, the amber sixth lowered into its place.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  vec3 b = p - vec3(0.0, 0.12, 0.0);
  float board = roundBox(b, vec3(1.9, 0.12, 1.25), 0.04);
  for (int i = 0; i < 6; i++) {
    float fi = float(i);
    vec3 at = vec3(-1.2 + mod(fi, 3.0) * 1.2, 0.24, floor(fi / 3.0) * 1.1 - 0.55);
    board = max(board, -cylinder(p - at, 0.34, 0.1));
    float lift = i == 5 ? 0.5 : 0.0;
    float colour = i == 5 ? 5.0 : 2.0 + mod(fi, 3.0);
    hit = nearer(hit, vec2(cylinder(p - at - vec3(0.0, 0.28 + lift, 0.0), 0.3, 0.32) - 0.02, colour));
  }
  hit = nearer(hit, vec2(board, 1.0));
  return hit;
}
#elif SCENE == 12
// Associates: a network of six around an amber centre, joined by rods.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  vec3 centre = vec3(0.0, 1.2, 0.0);
  hit = nearer(hit, vec2(length(p - centre) - 0.32, 5.0));
  for (int i = 0; i < 6; i++) {
    float fi = float(i);
    float a = fi * 1.0472 + 0.4;
    vec3 at = vec3(cos(a) * 1.6, 0.7 + 0.9 * fract(sin(fi * 12.9898) * 43758.5453), sin(a) * 1.6);
    hit = nearer(hit, vec2(length(p - at) - 0.22, 1.0 + mod(fi, 4.0)));
    hit = nearer(hit, vec2(segment(p, centre, at, 0.04), 3.0));
    float a2 = (fi + 1.0) * 1.0472 + 0.4;
    vec3 next = vec3(cos(a2) * 1.6, 0.7 + 0.9 * fract(sin((fi + 1.0 - 6.0 * floor((fi + 1.0) / 6.0)) * 12.9898) * 43758.5453), sin(a2) * 1.6);
    hit = nearer(hit, vec2(segment(p, at, next, 0.025), 4.0));
  }
  return hit;
}
#elif SCENE == 13
// Buying: three documents fanned on the table, an amber seal on the top one.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  for (int i = 0; i < 3; i++) {
    float fi = float(i);
    float a = -0.35 + fi * 0.3;
    vec3 q = p - vec3(-0.5 + fi * 0.5, 0.05 + fi * 0.07, 0.0);
    q.xz = mat2(cos(a), -sin(a), sin(a), cos(a)) * q.xz;
    hit = nearer(hit, vec2(roundBox(q, vec3(0.85, 0.03, 1.15), 0.02), 2.0 + fi));
  }
  vec3 seal = p - vec3(0.75, 0.25, 0.45);
  hit = nearer(hit, vec2(cylinder(seal, 0.3, 0.06) - 0.02, 5.0));
  return hit;
}
#elif SCENE == 14
// Contact: three markers on a plate, one amber: London, New York and Accra.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  hit = nearer(hit, vec2(roundBox(p - vec3(0.0, 0.06, 0.0), vec3(2.3, 0.06, 1.3), 0.04), 1.0));
  for (int i = 0; i < 3; i++) {
    float fi = float(i);
    vec3 at = vec3(-1.4 + fi * 1.4, 0.12, i == 1 ? -0.5 : 0.35);
    float colour = i == 0 ? 5.0 : 3.0 + fi * 0.5;
    vec3 q = p - at;
    float head = length(q - vec3(0.0, 0.95, 0.0)) - 0.3;
    float stem = segment(q, vec3(0.0, 0.0, 0.0), vec3(0.0, 0.8, 0.0), 0.05 + 0.12 * clamp(q.y / 0.8, 0.0, 1.0));
    hit = nearer(hit, vec2(min(head, stem), floor(colour)));
  }
  return hit;
}
#else
// Scene 1, three offices: three towers of slabs on one plinth, each capped in amber, of different heights.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  float plinth = roundBox(p - vec3(0.0, 0.1, 0.0), vec3(2.6, 0.1, 0.95), 0.04);
  if (plinth < hit.x) hit = vec2(plinth, 1.0);
  for (int t = 0; t < 3; t++) {
    float ft = float(t);
    float x = (ft - 1.0) * 1.75;
    int floors = t == 0 ? 5 : (t == 1 ? 7 : 4);
    float y = 0.2;
    for (int i = 0; i < 7; i++) {
      if (i >= floors) break;
      float fi = float(i);
      float h = 0.1;
      y += 0.08 + h;
      float top = float(i == floors - 1);
      float d = roundBox(p - vec3(x, y, 0.0), vec3(0.5, h, 0.5), 0.035);
      y += h;
      // Each tower rises from deep to pale, as the mark does, to its amber top.
      float colour = top > 0.5 ? 5.0 : 2.0 + floor(3.0 * fi / float(floors - 1));
      if (d < hit.x) hit = vec2(d, colour);
    }
  }
  return hit;
}
#endif

vec3 normalAt(vec3 p) {
  vec2 e = vec2(0.0015, 0.0);
  return normalize(vec3(
    scene(p + e.xyy).x - scene(p - e.xyy).x,
    scene(p + e.yxy).x - scene(p - e.yxy).x,
    scene(p + e.yyx).x - scene(p - e.yyx).x));
}

float softShadow(vec3 ro, vec3 rd) {
  float res_ = 1.0, t = 0.02;
  for (int i = 0; i < 64; i++) {
    float h = scene(ro + rd * t).x;
    res_ = min(res_, 10.0 * h / t);
    t += clamp(h, 0.01, 0.25);
    if (res_ < 0.002 || t > 12.0) break;
  }
  return clamp(res_, 0.0, 1.0);
}

float occlusion(vec3 p, vec3 n) {
  float o = 0.0, w = 1.0;
  for (int i = 1; i <= 5; i++) {
    float d = 0.06 * float(i);
    o += (d - scene(p + n * d).x) * w;
    w *= 0.7;
  }
  return clamp(1.0 - 2.2 * o, 0.0, 1.0);
}

vec3 albedo(float id) {
  if (id < 0.5) return ground;
  if (id < 1.5) return layer[0];
  if (id < 2.5) return layer[1];
  if (id < 3.5) return layer[2];
  if (id < 4.5) return layer[3];
  return layer[4];
}

vec3 shade(vec2 frag) {
  vec2 uv = (frag - 0.5 * res) / res.y;
  vec3 fw = normalize(target - eye);
  vec3 rt = normalize(cross(fw, vec3(0.0, 1.0, 0.0)));
  vec3 up = cross(rt, fw);
  vec3 rd = normalize(uv.x * rt + uv.y * up + 2.6 * fw);

  float t = 0.0;
  vec2 hit = vec2(-1.0);
  for (int i = 0; i < 160; i++) {
    vec2 h = scene(eye + rd * t);
    if (h.x < 0.0008) { hit = vec2(t, h.y); break; }
    t += h.x;
    if (t > 40.0) break;
  }
  // Background: the page's sand, a shade lighter toward the top, as a studio sweep.
  vec3 back = mix(ground, sky, clamp(uv.y + 0.55, 0.0, 1.0));
  if (hit.x < 0.0) return back;

  vec3 p = eye + rd * hit.x;
  vec3 n = normalAt(p);
  vec3 sun = normalize(vec3(-0.55, 0.9, 0.35));
  float dif = clamp(dot(n, sun), 0.0, 1.0) * softShadow(p + n * 0.002, sun);
  float ao = occlusion(p, n);
  float skyLight = 0.5 + 0.5 * n.y;
  float bounce = clamp(-n.y, 0.0, 1.0) * 0.25 + clamp(dot(n, -sun * vec3(1.0, 0.0, 1.0)), 0.0, 1.0) * 0.12;
  vec3 base = albedo(hit.y);
  vec3 light = vec3(1.0, 0.97, 0.92) * dif * 1.25 + sky * skyLight * 0.55 * ao + ground * bounce * ao;
  vec3 col = base * light;
  // A satin finish: a soft highlight where the sun glances off the slabs, none on the ground.
  if (hit.y > 0.5) {
    vec3 h = normalize(sun - rd);
    col += 0.12 * pow(clamp(dot(n, h), 0.0, 1.0), 40.0) * dif;
    float rim = pow(1.0 - clamp(dot(n, -rd), 0.0, 1.0), 4.0);
    col += 0.05 * rim * sky;
  }
  // The ground fades into the sweep with distance, so the stack stands in space, not on a tiled floor.
  float fog = 1.0 - exp(-0.012 * hit.x * hit.x);
  return mix(col, back, hit.y < 0.5 ? fog : 0.0);
}

void main() {
  vec3 sum = vec3(0.0);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      sum += shade(gl_FragCoord.xy + (vec2(float(i), float(j)) - 1.0) / 3.0);
  vec3 col = sum / 9.0;
  col = col / (1.0 + 0.15 * col);
  gl_FragColor = vec4(pow(col, vec3(1.0 / 2.2)), 1.0);
}
`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
});
try {
  const only = process.argv.slice(2);
  for (const picture of PICTURES.filter((p) => only.length === 0 || only.includes(p.file))) {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(render, {
      ...picture,
      shader: `#define SCENE ${picture.scene}\n${shader}`,
      layers: LAYERS,
      ground: GROUND,
      sky: SKY,
    });
    const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
    writeFileSync(join(OUT_DIR, picture.file), bytes);
    console.log(`${picture.file}: ${picture.width}×${picture.height}, ${(bytes.length / 1024).toFixed(1)} kB`);
    await page.close();
  }
} finally {
  await browser.close();
}

/** Runs in the page: compiles the shader, draws one full-screen triangle, and encodes the canvas. */
function render({ shader, width, height, eye, target, layers, ground, sky }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const gl = canvas.getContext('webgl', { preserveDrawingBuffer: true });
  if (!gl) throw new Error('No WebGL in this Chromium');
  const compile = (type, source) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
    return s;
  };
  const program = gl.createProgram();
  gl.attachShader(
    program,
    compile(gl.VERTEX_SHADER, 'attribute vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }'),
  );
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, shader));
  gl.linkProgram(program);
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.uniform2f(gl.getUniformLocation(program, 'res'), width, height);
  gl.uniform3fv(gl.getUniformLocation(program, 'eye'), eye);
  gl.uniform3fv(gl.getUniformLocation(program, 'target'), target);
  gl.uniform3fv(gl.getUniformLocation(program, 'layer'), layers.flat());
  gl.uniform3fv(gl.getUniformLocation(program, 'ground'), ground);
  gl.uniform3fv(gl.getUniformLocation(program, 'sky'), sky);
  gl.viewport(0, 0, width, height);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  return canvas.toDataURL('image/webp', 0.86);
}
