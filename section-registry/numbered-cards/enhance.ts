/**
 * The values-in-action hint (spec: the hint line shows the hovered value's title, otherwise the
 * default text), and under it the value's example in practice (the first value's, named, until one is
 * chosen). Pointer and keyboard focus are tracked apart, so the pointer passing over and away
 * does not lose the keyboard's place; a tap focuses the card (it is focusable), so a touch screen
 * gets the same line.
 */
function follow(list: HTMLElement, line: HTMLElement, example: HTMLElement | null): void {
  const cards = [...list.querySelectorAll<HTMLElement>(':scope > li')];
  let hovered: HTMLElement | undefined;
  let focused: HTMLElement | undefined;
  const show = () => {
    const active = hovered ?? focused;
    for (const card of cards) card.firstElementChild?.toggleAttribute('data-active', card === active);
    line.textContent = active?.dataset.valueTitle ?? line.dataset.valuesHint ?? '';
    // Naming a value, the line heads its example; otherwise it is an instruction (numbered-cards.module.css).
    line.toggleAttribute('data-naming', active?.dataset.valueTitle !== undefined);
    // With no value chosen, the first value's example, as the server drew it.
    if (example) example.textContent = active?.dataset.valueInPractice ?? example.dataset.valuesExample ?? '';
  };
  for (const card of cards) {
    card.addEventListener('mouseenter', () => ((hovered = card), show()));
    card.addEventListener('mouseleave', () => ((hovered = undefined), show()));
    card.addEventListener('focusin', () => ((focused = card), show()));
    card.addEventListener('focusout', () => ((focused = undefined), show()));
  }
}

export function enhance(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-values]:not([data-following])')) {
    const line = list.parentElement?.querySelector<HTMLElement>('[data-values-hint]');
    if (!line) continue;
    list.dataset.following = '';
    follow(list, line, list.parentElement?.querySelector<HTMLElement>('[data-values-example]') ?? null);
  }
}
