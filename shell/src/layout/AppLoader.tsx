export default function AppLoader() {
  return <div role="progressbar" aria-label="Loading" />;
}
