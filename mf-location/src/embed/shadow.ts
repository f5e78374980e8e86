// The widget's shadow root layout: a style container (emotion), the React root and a portal
// container (popover, toasts), plus host styles that stop inherited page CSS.

/** `all: initial` cuts off inherited page styles (font, colour, line height) at the host. */
export const HOST_CSS = `:host{all:initial;display:inline-block;font-family:"Inter","Noto Sans","Segoe UI",Roboto,Arial,sans-serif;color:#1b2b28;}`;

export interface WidgetShadow {
  styleContainer: HTMLElement;
  mountPoint: HTMLElement;
  portalContainer: HTMLElement;
}

export function prepareShadow(host: HTMLElement): WidgetShadow {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  const hostStyle = document.createElement('style');
  hostStyle.textContent = HOST_CSS;
  const styleContainer = document.createElement('div');
  const mountPoint = document.createElement('div');
  const portalContainer = document.createElement('div');
  portalContainer.dataset.role = 'portals';
  shadow.append(hostStyle, styleContainer, mountPoint, portalContainer);
  return { styleContainer, mountPoint, portalContainer };
}
