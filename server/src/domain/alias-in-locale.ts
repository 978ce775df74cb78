/** What the choice needs of an alias: its type and locale. */
interface LocatedAlias {
  contenttype: string;
  locale: string;
}

/**
 * Of the live aliases at one path, the one that answers in `locale`: the alias in that locale,
 * else the alias of a type that is not localized, which answers in every locale as a native
 * findOne of such a type ignores `locale` (its stored locale only places it in the unique index).
 * `localized` says whether a type is localized (undefined for a type the app no longer has).
 */
export const aliasInLocale = <A extends LocatedAlias>(
  aliases: readonly A[],
  locale: string,
  localized: (uid: string) => boolean | undefined
): A | undefined => aliases.find((alias) => alias.locale === locale) ?? aliases.find((alias) => localized(alias.contenttype) === false);
