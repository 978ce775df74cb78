import Link from 'next/link';
import { firstPaths } from '../lib/content';

const SHOWN = 50;

/** The home page: the site's first live paths, as the URL list gives them. */
export async function PathIndex() {
  const paths = await firstPaths(SHOWN);
  return (
    <>
      <h1>sitetools example</h1>
      <p>Every page below is rendered from the path alone, through the sitetools router.</p>
      <ul>
        {paths.map(({ path, locale }) => (
          <li key={`${locale}:${path}`}>
            <Link href={path}>{path}</Link> <small>({locale})</small>
          </li>
        ))}
      </ul>
    </>
  );
}
