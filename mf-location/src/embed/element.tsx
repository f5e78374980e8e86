// <delivery-selector endpoint="…" project="…"> — the partner widget as a custom element.
import { createRoot, type Root } from 'react-dom/client';
import { readWidgetOptions, WidgetOptionsError } from './options';
import { prepareShadow } from './shadow';
import { WidgetRoot } from './WidgetRoot';

const ATTRIBUTES = {
  endpoint: 'endpoint',
  project: 'project',
  siteUrl: 'site-url',
  googleMapsKey: 'google-maps-key',
  ipLocationUrl: 'ip-location-url',
  // The global HTML attribute: <delivery-selector lang="hi"> is a Hindi widget.
  lang: 'lang',
} as const;

export class DeliverySelectorElement extends HTMLElement {
  static observedAttributes = Object.values(ATTRIBUTES);
  #root: Root | undefined;
  #shadow: ReturnType<typeof prepareShadow> | undefined;

  connectedCallback(): void {
    this.#shadow = prepareShadow(this);
    this.#root = createRoot(this.#shadow.mountPoint, { identifierPrefix: 'dlv-' });
    this.#render();
  }

  attributeChangedCallback(): void {
    if (this.#root) this.#render();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = undefined;
  }

  #render(): void {
    const attributes = Object.fromEntries(
      Object.entries(ATTRIBUTES).map(([key, name]) => [key, this.getAttribute(name)]),
    );
    let options;
    try {
      options = readWidgetOptions(attributes);
    } catch (error) {
      if (!(error instanceof WidgetOptionsError)) throw error;
      // Shown to the partner's developer in the console and as the element's text.
      console.error(error.message);
      this.#root!.render(<span role="alert">{error.message}</span>);
      return;
    }
    this.#root!.render(<WidgetRoot {...options} {...this.#shadow!} eventTarget={this} />);
  }
}

export function defineDeliverySelector(name = 'delivery-selector'): void {
  if (!customElements.get(name)) customElements.define(name, DeliverySelectorElement);
}
