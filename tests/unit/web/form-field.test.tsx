// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '#web/ui/FormField.js';

/** The texts that describe a control, in the order a screen reader says them after its name. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  afterEach(cleanup);

  it('labels its control: found by its label, with its name and id', () => {
    render(
      <FormField id="push-title" name="title" label="Title">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Title');
    expect(input.id).toBe('push-title');
    expect(input.getAttribute('name')).toBe('title');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.className).toBe('text-input');
  });

  it('ties the hint to the control', () => {
    render(
      <FormField id="report-email" label="Your e-mail (optional)" hint="Only to tell you when it is fixed.">
        {(control) => <input {...control} type="email" />}
      </FormField>,
    );
    expect(descriptionOf(screen.getByLabelText('Your e-mail (optional)'))).toEqual([
      'Only to tell you when it is fixed.',
    ]);
  });

  it('an error marks the control invalid and is said first, before the hint', () => {
    render(
      <FormField
        id="report-description"
        label="What is wrong? *"
        hint="At least 10 characters."
        error="Describe what is wrong."
      >
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByLabelText('What is wrong? *');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(textarea)).toEqual(['Describe what is wrong.', 'At least 10 characters.']);
    expect(textarea.className).toBe('text-input text-input--error');
  });

  it('serves a select as well, its error announced through aria-describedby', () => {
    render(
      <FormField id="suggest-category" label="Category" error="Choose a category.">
        {(control) => (
          <select {...control}>
            <option value="">Choose</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Category', description: 'Choose a category.' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
