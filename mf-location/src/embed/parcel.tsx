// single-spa parcel lifecycles for the same widget: `mountRootParcel(parcel, { domElement,
// endpoint, project })`. Written out rather than generated with single-spa-react: four small
// functions over one React root, and about 2.5 kB gzip the widget's 150 kB budget needs more.
// The root renders into a node inside a shadow root, so styles and portals stay isolated
// exactly as in the custom element.
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readWidgetOptions } from './options';
import { prepareShadow, type WidgetShadow } from './shadow';
import { WidgetRoot } from './WidgetRoot';

interface ParcelProps extends Record<string, unknown> {
  name: string;
  domElement: HTMLElement;
}

/** A render error shows as the slot's text (and in the console, via React) instead of an empty slot. */
class ParcelErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <span role="alert">{String(this.state.error)}</span> : this.props.children;
  }
}

const mounted = new Map<string, { root: Root; shadow: WidgetShadow }>();

function checked(props: ParcelProps): ParcelProps {
  if (!(props.domElement instanceof HTMLElement))
    throw new Error('delivery-selector parcel: props.domElement must be an HTMLElement');
  return props;
}

function render(props: ParcelProps): void {
  const parcel = mounted.get(props.name);
  if (!parcel) throw new Error(`delivery-selector parcel: ${props.name} is not mounted`);
  // Fails at mount or update with a clear message rather than inside React.
  const options = readWidgetOptions(props);
  parcel.root.render(
    <ParcelErrorBoundary>
      <WidgetRoot {...options} {...parcel.shadow} eventTarget={props.domElement} />
    </ParcelErrorBoundary>,
  );
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: ParcelProps): Promise<void> {
  const { name, domElement } = checked(props);
  readWidgetOptions(props);
  const shadow = prepareShadow(domElement);
  mounted.set(name, { root: createRoot(shadow.mountPoint, { identifierPrefix: 'dlv-' }), shadow });
  render(props);
}

export async function update(props: ParcelProps): Promise<void> {
  render(checked(props));
}

export async function unmount(props: ParcelProps): Promise<void> {
  const { name, domElement } = checked(props);
  mounted.get(name)?.root.unmount();
  mounted.delete(name);
  // A shadow root cannot be detached: emptying it leaves the slot blank, as single-spa expects.
  domElement.shadowRoot?.replaceChildren();
}
