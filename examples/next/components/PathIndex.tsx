import Link from 'next/link';
import { firstPaths } from '../lib/content';
import { SiteFrame } from './SiteFrame';

const SHOWN = 50;

/** The home page: the site's first live paths, as the URL list gives them. */
export async function PathIndex() {
  const paths = await firstPaths(SHOWN);
  return (
    <SiteFrame>
      <h1>sitetools example</h1>
      <p className="lead">Every page below is rendered from the path alone, through the sitetools router.</p>
      <ul className="path-list">
        {paths.map(({ path, locale }) => (
          <li key={`${locale}:${path}`}>
            <Link href={path}>{path}</Link>
            <span className="locale">{locale}</span>
          </li>
        ))}
      </ul>
    </SiteFrame>
  );
}
