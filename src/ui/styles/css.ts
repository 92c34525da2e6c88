/** A stylesheet shared by every root that adopts it, built on first use. */
export interface Sheet {
  readonly text: string;
  get(): CSSStyleSheet;
}

/** Tagged template for component styles: `const sheet = css\`:host { ... }\``. */
export function css(strings: TemplateStringsArray, ...values: (string | number)[]): Sheet {
  const text = String.raw({ raw: strings }, ...values);
  let built: CSSStyleSheet | null = null;
  return {
    text,
    get() {
      if (!built) {
        built = new CSSStyleSheet();
        built.replaceSync(text);
      }
      return built;
    },
  };
}
