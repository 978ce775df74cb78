import { Button, Flex, TextInput, Typography } from '@strapi/design-system';
import { useClipboard, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { richTextLinkTo, type LinkTarget } from '../../../../shared/contracts/internal-link';
import { getTrad } from '../../utils/get-trad';
import { describeTarget, LinkSearch } from './LinkSearch';

/**
 * The "Link to a page" panel's body. Strapi's Blocks and Markdown editors take no toolbar plugin,
 * but both take a pasted URL in their link dialog: the editor picks an entry here and copies its
 * sitetools link, which responses write out as the entry's live path.
 */
export const RichTextLinkPicker = ({ locale }: { locale: string | undefined }) => {
  const { formatMessage } = useIntl();
  const { copy } = useClipboard();
  const { toggleNotification } = useNotification();
  const [picked, setPicked] = useState<LinkTarget>();
  const link = picked ? richTextLinkTo(picked, locale) : undefined;

  const copyLink = async (url: string) => {
    const copied = await copy(url);
    toggleNotification(
      copied
        ? {
            type: 'success',
            message: formatMessage({
              id: getTrad('link.copy.done'),
              defaultMessage: 'Link copied: paste it as the link URL in a Blocks or Markdown field',
            }),
          }
        : { type: 'danger', message: formatMessage({ id: getTrad('link.copy.failed'), defaultMessage: 'The link could not be copied' }) }
    );
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({ id: getTrad('link.copy.hint'), defaultMessage: 'Find an entry and copy its link for rich text.' })}
      </Typography>
      <LinkSearch
        locale={locale}
        label={formatMessage({ id: getTrad('link.copy.search'), defaultMessage: 'Search an entry to link to' })}
        onPick={setPicked}
      />
      {picked && link ? (
        <>
          <Typography>{describeTarget(picked)}</Typography>
          {/* Shown as well, to copy by hand where the browser refuses the clipboard. */}
          <TextInput
            readOnly
            value={link}
            aria-label={formatMessage({ id: getTrad('link.copy.url'), defaultMessage: 'Link for rich text' })}
          />
          <Button variant="secondary" onClick={() => copyLink(link)}>
            {formatMessage({ id: getTrad('link.copy.action'), defaultMessage: 'Copy link for rich text' })}
          </Button>
        </>
      ) : null}
    </Flex>
  );
};
