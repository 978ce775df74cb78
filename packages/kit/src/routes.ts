import type { Core } from '@strapi/strapi';

/** A plugin's controllers map: each controller is a factory of its actions. */
type ControllersMap = Record<string, (...args: never[]) => object>;

/** `'<controller>.<action>'` for every action of every controller in `Controllers`. */
export type HandlerOf<Controllers extends ControllersMap> = {
  [C in keyof Controllers & string]: `${C}.${keyof ReturnType<Controllers[C]> & string}`;
}[keyof Controllers & string];

/**
 * A router whose every handler names an action that exists: write the routes file's object
 * `satisfies RouterOf<typeof controllers>` and a misspelt or removed action does not compile. A
 * handler may also be a function (a route that must not register a permission of its own).
 */
export interface RouterOf<Controllers extends ControllersMap> extends Omit<Core.RouterInput, 'routes'> {
  routes: Array<Omit<Core.RouteInput, 'handler'> & { handler: HandlerOf<Controllers> | Exclude<Core.RouteInput['handler'], string> }>;
}
