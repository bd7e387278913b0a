import { showWarning } from '../../widgets/feedback/dialogs';
import { MAIL_TEXT } from './messages';
import { Field } from '../../widgets/forms/Field';

const T = MAIL_TEXT.templates;
/** SMS text limit (spec 002 §9). */
const SMS_MAX = 160;

/** The text of an SMS template (type 3): plain, at most 160 characters; longer text is cut with the spec's warning. */
export function SmsTemplateText({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const length = [...value].length;
  return (
    <Field id="plantilla-sms" label={T.smsBody}>
      <textarea
        id="plantilla-sms"
        className="input mail-template-form__sms"
        rows={5}
        value={value}
        aria-describedby="plantilla-sms-cuenta"
        onChange={(e) => {
          const text = e.target.value;
          if ([...text].length <= SMS_MAX) return onChange(text);
          onChange([...text].slice(0, SMS_MAX).join(''));
          void showWarning(T.smsTooLong);
        }}
      />
      <span id="plantilla-sms-cuenta" className="mail-template-form__counter">
        {T.smsCounter(length)}
      </span>
    </Field>
  );
}
