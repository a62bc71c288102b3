// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen } from '@/screens/error/error-screen';
import { renderWithI18n, tEn } from '@/testing/test-i18n';

describe('the error page', () => {
  it('says the page is not available and what to do', () => {
    renderWithI18n(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not available' })).toBeTruthy();
    expect(screen.getByText(tEn('error.text'))).toBeTruthy();
  });
});
