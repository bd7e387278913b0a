import type { FormEvent, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from '../forms/FormActions';
import { ModalFrame, type ModalFrameProps } from './ModalFrame';

interface FormModalProps extends Omit<FormActionsProps, 'onCancel' | 'className'> {
  title: string;
  size?: ModalFrameProps['size'];
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's class. */
  className?: string;
  /** Extra classes of the buttons row. */
  actionsClassName?: string;
  noValidate?: boolean;
  children: ReactNode;
}

/** A modal holding one form, named by the modal's title, with the cancel and submit buttons at its foot. */
export function FormModal({ title, size, onClose, onSubmit, className, actionsClassName, noValidate, children, ...actions }: FormModalProps) {
  return (
    <ModalFrame title={title} size={size} onClose={onClose}>
      {(titleId) => (
        <form onSubmit={onSubmit} className={className} aria-labelledby={titleId} noValidate={noValidate}>
          {children}
          <FormActions {...actions} onCancel={onClose} className={actionsClassName} />
        </form>
      )}
    </ModalFrame>
  );
}
