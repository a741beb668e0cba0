// @vitest-environment happy-dom
/**
 * The footer of the studio's dialogs that do one thing: Cancel closes; the action's button
 * runs it, or submits the form the content is (which Enter in a field does too), and nothing
 * is sent anywhere; the button is off while the action runs or while the input would be
 * refused; a failure is announced after the content; a dangerous action's button says so and
 * Cancel takes the focus; without an action the footer is Cancel alone.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from '../../../renderer/src/ui/form-dialog';

afterEach(cleanup);

function dialog(props: Partial<FormDialogProps> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <FormDialog
      title="Rename"
      onClose={onClose}
      cancel="Cancel"
      confirm="Rename"
      onConfirm={onConfirm}
      {...props}
    >
      <label htmlFor="name">New name</label>
      <input id="name" defaultValue="tidy" />
    </FormDialog>,
  );
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.dialog-actions button')];
  return { onClose, onConfirm, buttons };
}

describe('FormDialog', () => {
  it('is a dialog named by its title: Cancel closes it, the action runs from its button', () => {
    const { onClose, onConfirm, buttons } = dialog();
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    expect(buttons.map((b) => [b.textContent, b.type, b.className])).toEqual([
      ['Cancel', 'button', ''],
      ['Rename', 'button', 'primary'],
    ]);
    expect(document.querySelector('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('as a form: the button submits it, as Enter in a field does, and the page stays', () => {
    const { onConfirm, buttons } = dialog({ form: true });
    const form = document.querySelector('form');
    const submit = buttons[1];
    expect(form?.contains(screen.getByLabelText('New name'))).toBe(true);
    expect(submit?.type).toBe('submit');
    expect(submit?.form).toBe(form);
    fireEvent.click(submit as HTMLButtonElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // What Enter in a field does: the submit event, whose default (sending) is prevented.
    expect(fireEvent.submit(form as HTMLFormElement)).toBe(false);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('turns the button off while the action runs, or while the input would be refused', () => {
    expect(dialog({ busy: true }).buttons[1]?.disabled).toBe(true);
    cleanup();
    expect(dialog({ disabled: true }).buttons[1]?.disabled).toBe(true);
    cleanup();
    const idle = dialog({ busy: false, disabled: false }).buttons;
    expect(idle.map((b) => b.disabled)).toEqual([false, false]);
  });

  it('announces why the action failed, after the content (inside the form)', () => {
    dialog({ form: true, error: 'The folder is already there.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The folder is already there.');
    expect(alert.className).toBe('form-error');
    expect(alert.parentElement?.tagName).toBe('FORM');
    expect(alert.previousElementSibling?.id).toBe('name');
    cleanup();
    dialog();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dangerous action: the button says so and Cancel takes the focus, unless told not to', () => {
    const { buttons } = dialog({ danger: true, confirm: 'Delete' });
    expect(buttons[1]?.className).toBe('danger');
    expect(document.activeElement).toBe(buttons[0]);
    cleanup();
    const asksFirst = dialog({ danger: true, focusCancel: false, confirm: 'Empty' }).buttons;
    expect(document.activeElement).not.toBe(asksFirst[0]);
  });

  it('without an action: Cancel alone', () => {
    const { buttons } = dialog({ confirm: undefined });
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel']);
  });
});
