import { Box, Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { TestRedirectPath } from '../../../shared/contracts/redirects';
import { fieldErrorOf } from '../api/errors';
import { useLazyTestRedirectPathQuery } from '../api/redirects-api';
import { useNotifyQueryError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';
import { LocaleField } from './LocaleField';

type Answer = TestRedirectPath.Response['data'];

/** The answer in a sentence: the live entry, the rule and where it sends the visitor, or nothing. */
const useAnswerText = () => {
  const { formatMessage } = useIntl();
  return ({ path, live, rule, to, status_code }: Answer): string => {
    if (live) {
      return formatMessage(
        { id: getTrad('test.live'), defaultMessage: '{path} is a live page: its entry answers, no rule applies.' },
        { path }
      );
    }
    if (!rule) {
      return formatMessage({ id: getTrad('test.none'), defaultMessage: 'No published rule answers {path}: a 404.' }, { path });
    }
    if (to === null) {
      return formatMessage(
        { id: getTrad('test.gone'), defaultMessage: '{path} is gone ({status}), by the rule from {from}.' },
        { path, status: status_code, from: rule.from }
      );
    }
    return formatMessage(
      { id: getTrad('test.redirect'), defaultMessage: '{path} redirects to {to} ({status}), by the rule from {from}.' },
      { path, to, status: status_code, from: rule.from }
    );
  };
};

/**
 * "Test a path": what a request for a path gets from the published rules, matched on the server
 * by the matcher front-ends apply the manifest with.
 */
export const PathTester = () => {
  const { formatMessage } = useIntl();
  const [path, setPath] = React.useState('');
  const [locale, setLocale] = React.useState<string | null>(null);
  const [test, { data, error, isFetching }] = useLazyTestRedirectPathQuery();
  const refused = fieldErrorOf(error);
  useNotifyQueryError(refused ? undefined : error);
  const answerText = useAnswerText();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (path.trim() !== '') void test({ path: path.trim(), ...(locale ? { locale } : {}) });
  };

  return (
    <Box tag="form" onSubmit={submit} noValidate background="neutral0" padding={4} hasRadius shadow="tableShadow">
      <Flex gap={4} alignItems="flex-start">
        <Box flex="1">
          <Field.Root
            name="test-path"
            error={refused?.message}
            hint={formatMessage({
              id: getTrad('test.hint'),
              defaultMessage: 'Which published rule answers a path, as front-ends apply them',
            })}
          >
            <Field.Label>{formatMessage({ id: getTrad('test.label'), defaultMessage: 'Test a path' })}</Field.Label>
            <TextInput
              placeholder="/old-page"
              value={path}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setPath(e.target.value)}
            />
            <Field.Error />
            <Field.Hint />
          </Field.Root>
        </Box>
        <Box flex="1">
          <LocaleField
            value={locale}
            onChange={setLocale}
            hint={formatMessage({ id: getTrad('test.locale.hint'), defaultMessage: "The request's locale" })}
          />
        </Box>
        <Box paddingTop={6}>
          <Button type="submit" variant="secondary" loading={isFetching}>
            {formatMessage({ id: getTrad('test.action'), defaultMessage: 'Test' })}
          </Button>
        </Box>
      </Flex>
      {data && !error && (
        <Box paddingTop={2}>
          <Typography role="status">{answerText(data)}</Typography>
        </Box>
      )}
    </Box>
  );
};
