// What a partner passes to the widget (attributes of <delivery-selector>, or parcel props).
import { DEFAULT_LOCALE, parseLocale, type Locale } from '@instamg/shared/i18n';

export interface WidgetOptions {
  /** Appwrite endpoint, e.g. https://api.instamg.in/v1. */
  endpoint: string;
  /** Appwrite project id. */
  project: string;
  /** Where 'Login to save addresses' and '+ Add New Address' lead; default https://instamg.in. */
  siteUrl?: string;
  googleMapsKey?: string;
  ipLocationUrl?: string;
  /**
   * The widget's language: `hi` / `hi-IN` for Hindi; English when absent or a language instamg does
   * not speak (the global `lang` attribute may name any language, so that is not an error).
   */
  lang?: Locale;
}

export const DEFAULT_SITE_URL = 'https://instamg.in';

export class WidgetOptionsError extends Error {
  constructor(problem: string) {
    super(`<delivery-selector>: ${problem}`);
    this.name = 'WidgetOptionsError';
  }
}

function optional(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new WidgetOptionsError(`${name} must be a string`);
  return value.trim() === '' ? undefined : value.trim();
}

function url(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error();
  } catch {
    throw new WidgetOptionsError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

/** Checks partner input; a missing endpoint or project is an error the partner sees at once. */
export function readWidgetOptions(source: Record<string, unknown>): WidgetOptions {
  const endpoint = url(optional(source.endpoint, 'endpoint'), 'endpoint');
  const project = optional(source.project, 'project');
  if (!endpoint) throw new WidgetOptionsError('the endpoint attribute is required (your Appwrite endpoint URL)');
  if (!project) throw new WidgetOptionsError('the project attribute is required (the Appwrite project id)');
  return {
    endpoint,
    project,
    siteUrl: url(optional(source.siteUrl, 'site-url'), 'site-url'),
    googleMapsKey: optional(source.googleMapsKey, 'google-maps-key'),
    ipLocationUrl: url(optional(source.ipLocationUrl, 'ip-location-url'), 'ip-location-url'),
    lang: parseLocale(optional(source.lang, 'lang')) ?? DEFAULT_LOCALE,
  };
}

/** An app path on the instamg site (the widget has no router of its own). */
export function widgetHref(siteUrl: string | undefined, path: string): string {
  return new URL(path, siteUrl ?? DEFAULT_SITE_URL).toString();
}
