import { BuiltInForm } from './BuiltInForm';
import { FORM_DEFINITIONS, hostedFormUrl, type FormKind } from './formKinds';
import './FormEmbed.css';

/** Props of {@link FormEmbed}. */
export interface FormEmbedProps {
  kind: FormKind;
  /** Extra values the built-in form sends along. */
  context?: Record<string, string>;
}

/**
 * The form-provider adapter: the hosted form in an iframe when FORM_PROVIDER_URL is configured, otherwise the
 * site's own accessible form.
 */
export function FormEmbed({ kind, context }: FormEmbedProps) {
  const definition = FORM_DEFINITIONS[kind];
  const hosted = hostedFormUrl(kind);
  if (hosted) {
    return <iframe className="form-embed__frame" src={hosted} title={definition.title} loading="lazy" />;
  }
  return <BuiltInForm definition={definition} context={context} />;
}
