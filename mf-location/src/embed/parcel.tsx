// single-spa parcel lifecycles for the same widget: `mountRootParcel(parcel, { domElement,
// endpoint, project })`. single-spa-react renders into a node inside a shadow root it does
// not know about, so styles and portals stay isolated exactly as in the custom element.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { readWidgetOptions } from './options';
import { prepareShadow, type WidgetShadow } from './shadow';
import { WidgetRoot } from './WidgetRoot';

interface ParcelProps extends Record<string, unknown> {
  name: string;
  domElement: HTMLElement;
}

type InnerProps = ParcelProps & WidgetShadow & { eventTarget: EventTarget };

function ParcelRoot(props: InnerProps) {
  return <WidgetRoot {...readWidgetOptions(props)} {...props} />;
}

const inner = singleSpaReact<InnerProps>({
  React,
  ReactDOMClient,
  rootComponent: ParcelRoot,
  errorBoundary: (error) => <span role="alert">{String(error)}</span>,
});

const shadows = new Map<string, WidgetShadow>();

function innerProps(props: ParcelProps): InnerProps {
  if (!(props.domElement instanceof HTMLElement)) throw new Error('delivery-selector parcel: props.domElement must be an HTMLElement');
  readWidgetOptions(props); // fail at mount with a clear message rather than inside React
  let shadow = shadows.get(props.name);
  if (!shadow) {
    shadow = prepareShadow(props.domElement);
    shadows.set(props.name, shadow);
  }
  return { ...props, ...shadow, domElement: shadow.mountPoint, eventTarget: props.domElement };
}

export function bootstrap(props: ParcelProps): Promise<void> {
  return inner.bootstrap(props as never);
}

export function mount(props: ParcelProps): Promise<void> {
  return inner.mount(innerProps(props) as never);
}

export function update(props: ParcelProps): Promise<void> {
  return inner.update!(innerProps(props) as never);
}

export async function unmount(props: ParcelProps): Promise<void> {
  await inner.unmount(innerProps(props) as never);
  shadows.delete(props.name);
  // A shadow root cannot be detached: emptying it leaves the slot blank, as single-spa expects.
  props.domElement.shadowRoot?.replaceChildren();
}
