import Link from 'next/link';

/** Shown with a 404 status for a path no published entry owns (a draft's included). */
export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        No published page lives at this address. <Link href="/">See every page</Link>.
      </p>
    </>
  );
}
