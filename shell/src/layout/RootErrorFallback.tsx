export default function RootErrorFallback({ error }: { error: unknown }) {
  return (
    <div role="alert">
      <h1>Something went wrong</h1>
      <p>We're sorry, but there was a problem loading the application.</p>
      <pre>{String(error)}</pre>
      <button type="button" onClick={() => window.location.reload()}>Reload Application</button>
    </div>
  );
}
