// The widget's shadow root layout: a style container (emotion), the React root and a portal
// container (popover, toasts), plus host styles that stop inherited page CSS.

/**
 * `all: initial` cuts off inherited page styles (font, colour, letter spacing) at the host, and
 * the inherited properties the widget relies on get explicit values. Every declaration is
 * `!important`: a partner's `*{letter-spacing:4px!important}` matches the host element itself, and
 * between the page's important rule and the shadow root's, only an important `:host` rule wins.
 * The Devanagari faces of Android/ChromeOS, Windows and Apple systems end the stack (as in the theme): a Hindi
 * widget needs no web font (ADR 0012 §9).
 */
export const HOST_CSS =
  ':host{all:initial!important;display:inline-block!important;' +
  'font-family:"Inter","Noto Sans","Segoe UI",Roboto,Arial,"Noto Sans Devanagari","Nirmala UI","Kohinoor Devanagari",sans-serif!important;font-size:16px!important;' +
  'font-style:normal!important;font-weight:400!important;line-height:1.5!important;' +
  'letter-spacing:normal!important;word-spacing:normal!important;text-transform:none!important;' +
  'text-align:start!important;text-indent:0!important;white-space:normal!important;' +
  'color:#1b2b28!important;visibility:visible!important;}';

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
