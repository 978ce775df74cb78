import Link from 'next/link';
import { SiteFrame } from '../components/SiteFrame';

/** Shown with a 404 status for a path no published entry owns (a draft's included). */
export default function NotFound() {
  return (
    <SiteFrame>
      <section className="not-found">
        <p className="not-found-status">404</p>
        <h1>Page not found</h1>
        <p>No published page lives at this address.</p>
        <p>
          <Link href="/" className="button">
            See every page
          </Link>
        </p>
      </section>
    </SiteFrame>
  );
}
