import { Button, Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useMemo, useState } from 'react';
import { errorInWords } from '../../core/api/error-words';
import {
  embedSnippet,
  NONCE_PLACEHOLDER,
  platformAddress,
  type EmbedChoice,
  type EmbeddableAttribute,
  type EmbeddableElement,
} from '../../core/domain/embed-snippet';
import { useDebouncedValue, useTenant } from '../common';
import { useCopy } from '../common/useCopy';
import { PreviewFrame } from './PreviewFrame';
import { useEmbeddableElements } from './useElementsManifest';

const BESIDE = '@container (min-width: 900px)';

const useStyles = makeStyles({
  root: { containerType: 'inline-size' },
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [BESIDE]: { gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)' },
  },
  form: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start' },
  section: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start', minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  words: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  code: {
    margin: 0,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** The manifest's words as a form shows them: code marks and references to the spec left out. */
const plain = (words: string) => words.replace(/`/g, '').replace(/\s*\(SPEC [^)]*\)/g, '');

/**
 * The embed builder (issue 19): pick an element, set its attributes from its description in
 * custom-elements.json, and see it live beside the snippet to paste into a partner's page (the
 * loader's script with the product's address, the tenant and, if wanted, a nonce placeholder).
 */
export function EmbedBuilder({
  nonce = '',
}: {
  /** The page's CSP nonce, for the preview. */ nonce?: string;
}) {
  const styles = useStyles();
  const { elements, error } = useEmbeddableElements();
  if (error)
    return (
      <p role="alert" className={styles.alert}>
        The elements could not be listed. {errorInWords(error)}
      </p>
    );
  if (!elements) return <p role="status">Loading the elements…</p>;
  return <Builder elements={elements} pageNonce={nonce} />;
}

function Builder({ elements, pageNonce }: { elements: EmbeddableElement[]; pageNonce: string }) {
  const styles = useStyles();
  const ids = { snippet: useId(), preview: useId(), attributes: useId() };
  const tenant = useTenant().tenant;
  const [tag, setTag] = useState(
    elements.some((e) => e.tag === 'vs-search') ? 'vs-search' : elements[0]!.tag,
  );
  const [valuesByTag, setValuesByTag] = useState<Record<string, Record<string, string | boolean>>>(
    {},
  );
  const [address, setAddress] = useState(() => location.origin);
  const [nonce, setNonce] = useState(false);
  const [theme, setTheme] = useState<EmbedChoice['theme']>(undefined);
  const [copied, copy] = useCopy();
  const element = elements.find((e) => e.tag === tag) ?? elements[0]!;
  const values = useMemo(() => valuesByTag[element.tag] ?? {}, [valuesByTag, element.tag]);
  const setValue = (name: string, value: string | boolean) =>
    setValuesByTag((all) => ({ ...all, [element.tag]: { ...all[element.tag], [name]: value } }));
  const addressOk = platformAddress(address) !== null;
  const snippet = embedSnippet(
    { platform: address, tenant: tenant.key, nonce, theme, tag: element.tag, values },
    element,
  );
  // The preview follows typing after a pause, not at every key (each change loads a page),
  // and runs the product of this address: the one it can be signed in to.
  const shown = useDebouncedValue(
    embedSnippet(
      {
        platform: location.origin,
        tenant: tenant.key,
        nonce: true,
        theme,
        tag: element.tag,
        values,
      },
      element,
    ),
    400,
  );

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <Field label="Element" hint={plain(element.description)}>
            <Select value={element.tag} onChange={(_, data) => setTag(data.value)}>
              {elements.map((e) => (
                <option key={e.tag} value={e.tag}>
                  {`<${e.tag}>`}
                </option>
              ))}
            </Select>
          </Field>
          <section aria-labelledby={ids.attributes} className={styles.section}>
            <h2 id={ids.attributes} className={styles.heading}>
              Its attributes
            </h2>
            {element.attributes.map((attribute) => (
              <AttributeField
                key={`${element.tag} ${attribute.name}`}
                attribute={attribute}
                value={values[attribute.name]}
                onChange={(value) => setValue(attribute.name, value)}
              />
            ))}
          </section>
          <Field
            label="Product address"
            hint="Where the partner's page loads the elements and calls the platform."
            validationState={addressOk ? 'none' : 'error'}
            {...(addressOk
              ? {}
              : { validationMessage: 'Enter a web address, like https://video.example' })}
          >
            <Input value={address} onChange={(_, data) => setAddress(data.value)} />
          </Field>
          <Field
            label="Theme on the page"
            hint="Until a visitor chooses their own. Light suits a light page."
          >
            <Select
              value={theme ?? ''}
              onChange={(_, data) => setTheme((data.value || undefined) as EmbedChoice['theme'])}
            >
              <option value="">{tenant.name}’s default</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="system">The visitor’s system setting</option>
            </Select>
          </Field>
          <Checkbox
            checked={nonce}
            onChange={(_, data) => setNonce(data.checked === true)}
            label="The page has a strict Content Security Policy: add a nonce placeholder"
          />
          {nonce && (
            <p className={styles.words}>
              The partner's server replaces {NONCE_PLACEHOLDER} with the nonce of each response.
            </p>
          )}
        </form>
        <div className={styles.form}>
          <section aria-labelledby={ids.snippet} className={styles.section}>
            <h2 id={ids.snippet} className={styles.heading}>
              Snippet for {tenant.name}
            </h2>
            <p className={styles.words}>
              Paste it into a page of a registered site: the platform answers no other.
            </p>
            <pre className={styles.code} aria-labelledby={ids.snippet} tabIndex={0}>
              <code>{snippet}</code>
            </pre>
            <div className={styles.actions}>
              <Button appearance="primary" disabled={!addressOk} onClick={() => void copy(snippet)}>
                Copy snippet
              </Button>
              <span role="status">
                {copied === 'copied'
                  ? 'Copied.'
                  : copied === 'failed'
                    ? 'The browser refused to copy: select the snippet and copy it.'
                    : ''}
              </span>
            </div>
          </section>
          <section aria-labelledby={ids.preview} className={styles.section}>
            <h2 id={ids.preview} className={styles.heading}>
              Preview
            </h2>
            <p className={styles.words}>
              Live, as you see it signed in: what you do in it is done. Visitors who are not signed
              in see what {tenant.name} makes public.
            </p>
            <PreviewFrame
              nonce={pageNonce}
              snippet={shown}
              title={`Preview of <${element.tag}> for ${tenant.name}`}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

function AttributeField({
  attribute,
  value,
  onChange,
}: {
  attribute: EmbeddableAttribute;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
}) {
  if (attribute.type === 'boolean')
    return (
      <Checkbox
        checked={value === true}
        onChange={(_, data) => onChange(data.checked === true)}
        label={
          <>
            <code>{attribute.name}</code>: {plain(attribute.description)}
          </>
        }
      />
    );
  return (
    <Field label={<code>{attribute.name}</code>} hint={plain(attribute.description)}>
      <Input
        value={typeof value === 'string' ? value : ''}
        placeholder={attribute.default ?? ''}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
