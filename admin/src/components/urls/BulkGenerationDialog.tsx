import { Button, Checkbox, Field, Flex, Modal, Radio, Typography } from '@strapi/design-system';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AliasFailure, BulkMode, StartBulkGeneration } from '../../../../shared/contracts/bulk-generation';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import { getTrad } from '../../utils/get-trad';
import { AliasFailures } from './AliasFailures';

interface BulkGenerationDialogProps {
  open: boolean;
  contentTypes: EnabledContentType[];
  /** The latest entries whose URL could not be written, to fix before running again. */
  failures: AliasFailure[];
  onOpenChange(open: boolean): void;
  /** Resolves true when the job started, so the dialog closes. */
  onStart(request: StartBulkGeneration.Request): Promise<boolean>;
}

type Scope = 'all' | 'chosen';

interface ChoiceProps<T extends string> {
  name: string;
  label: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange(value: T): void;
  children?: ReactNode;
}

/** A labelled group of radio buttons, with what depends on the choice below it. */
const Choice = <T extends string>({ name, label, value, options, onChange, children }: ChoiceProps<T>) => (
  <Field.Root name={name}>
    <Field.Label>{label}</Field.Label>
    <Radio.Group value={value} onValueChange={(next) => onChange(next as T)} aria-label={label}>
      {options.map((option) => (
        <Radio.Item key={option.value} value={option.value}>
          {option.label}
        </Radio.Item>
      ))}
    </Radio.Group>
    {children}
  </Field.Root>
);

/** Chooses what a bulk generation covers (all enabled types or some) and its mode. */
export const BulkGenerationDialog = ({ open, contentTypes, failures, onOpenChange, onStart }: BulkGenerationDialogProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<BulkMode>('missing');
  const [starting, setStarting] = useState(false);

  const toggle = (uid: string, checked: boolean) =>
    setChosen((current) => (checked ? [...current, uid] : current.filter((item) => item !== uid)));

  const submit = async () => {
    setStarting(true);
    const started = await onStart({ mode, contentTypes: scope === 'chosen' ? chosen : undefined });
    setStarting(false);
    if (started) onOpenChange(false);
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{t('urls.bulk.title', 'Generate URLs')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={6}>
            <Choice<Scope>
              name="scope"
              label={t('urls.bulk.scope', 'Content types')}
              value={scope}
              onChange={setScope}
              options={[
                { value: 'all', label: t('urls.bulk.scope.all', 'All content types with URL aliases') },
                { value: 'chosen', label: t('urls.bulk.scope.chosen', 'Only these content types') },
              ]}
            >
              {scope === 'chosen' && (
                <Flex direction="column" alignItems="start" gap={2} paddingLeft={6} paddingTop={2}>
                  {contentTypes.map((type) => (
                    <Checkbox
                      key={type.uid}
                      checked={chosen.includes(type.uid)}
                      onCheckedChange={(checked) => toggle(type.uid, checked === true)}
                    >
                      {type.displayName}
                    </Checkbox>
                  ))}
                </Flex>
              )}
            </Choice>
            <Choice<BulkMode>
              name="mode"
              label={t('urls.bulk.mode', 'Mode')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'missing', label: t('urls.bulk.mode.missing', 'Only entries without a URL') },
                {
                  value: 'regenerate',
                  label: t('urls.bulk.mode.regenerate', 'Also regenerate generated URLs from the current patterns'),
                },
              ]}
            />
            <Typography variant="pi" textColor="neutral600">
              {t('urls.bulk.manualKept', 'Hand-written URLs are never changed.')}
            </Typography>
            <AliasFailures failures={failures} />
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{t('urls.bulk.close', 'Cancel')}</Button>
          </Modal.Close>
          <Button onClick={submit} loading={starting} disabled={scope === 'chosen' && chosen.length === 0}>
            {t('urls.bulk.start', 'Start')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
