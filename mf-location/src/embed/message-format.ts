/**
 * The partner widget's stand-in for `intl-messageformat` (aliased in rsbuild.embed.config.ts): the
 * widget's whole budget is 150 kB gzip and the library is about 12 kB of it, while the widget's one
 * catalogue (../i18n/catalogue.ts) uses only `{name}` and `{n, plural, form {…} …}` whose forms
 * hold text, `#` and `{name}`. The same class shape as the library's, so @instamg/shared/i18n runs
 * unchanged; any other ICU syntax throws (a message the widget cannot format is a bug to see, not a
 * text to guess). The catalogue test formats every message of both locales through this and
 * through intl-messageformat.
 */
export type PrimitiveType = string | number | boolean | null | undefined | Date;

// {n, plural, one {…} other {…}}: each form's text has no braces but {name} arguments.
const FORM = String.raw`(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}`;
const PLURAL = String.raw`\{\s*(\w+)\s*,\s*plural\s*,((?:\s*${FORM})+)\s*\}`;
const ARGUMENT = String.raw`\{\s*(\w+)\s*\}`;
// One pass over both, so an argument's value is never read as syntax.
const PARTS = new RegExp(`${PLURAL}|${ARGUMENT}`, 'g');

export class IntlMessageFormat {
  constructor(
    private readonly message: string,
    private readonly locale: string,
    _formats?: unknown,
    _options?: unknown,
  ) {
    const plurals = [...message.matchAll(PARTS)].filter((part) => part[2] !== undefined);
    if (
      /'[{}#']/.test(message) ||
      /[{}]/.test(message.replace(PARTS, '')) ||
      plurals.some((part) => !/(^|\s)other\s*\{/.test(part[2]!))
    )
      throw new Error(`[delivery-selector] the widget cannot format this message: ${message}`);
  }

  format(values: Record<string, PrimitiveType> = {}): string {
    const value = (name: string): string => {
      if (!(name in values)) throw new Error(`The intl string context variable "${name}" was not provided`);
      return String(values[name] ?? '');
    };
    const plural = (name: string, body: string): string => {
      const count = Number(values[name]);
      const forms = new Map([...body.matchAll(new RegExp(FORM, 'g'))].map((form) => [form[1], form[2]!]));
      const form =
        forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(this.locale).select(count)) ?? forms.get('other');
      return (form ?? '').replace(/#|\{\s*(\w+)\s*\}/g, (_match, inner?: string) =>
        inner ? value(inner) : new Intl.NumberFormat(this.locale).format(count),
      );
    };
    return this.message.replace(PARTS, (_, name?: string, body?: string, ...rest: unknown[]) =>
      name !== undefined ? plural(name, body!) : value(rest[2] as string),
    );
  }
}
