export default function PageSkeleton() {
  return <div aria-busy="true" />;
}
