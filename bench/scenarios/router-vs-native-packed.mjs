/**
 * router-vs-native in the shape of a user's app: the plugins installed from their tarballs, a
 * content type that is not localized (the playground's articles), production mode (every bench
 * server runs in it).
 */
import { packedAppEnv } from '../packed-app.mjs';
import { readSuite } from '../read-suite.mjs';
import { routerAgainstNative } from './router-vs-native.mjs';

export default readSuite({
  name: 'router-vs-native-packed',
  seed: 'articles',
  sizesVariable: 'BENCH_PACKED_SIZES',
  defaultSizes: '1000,10000,100000',
  serverEnv: packedAppEnv,
  scenarios: routerAgainstNative('articles'),
});
