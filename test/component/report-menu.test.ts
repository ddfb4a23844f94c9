import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportMenu from '../../renderer/sessions/ReportMenu.svelte';
import { reportBlob, reportToast } from '../../renderer/sessions/session-report.ts';

afterEach(() => cleanup());

describe('the Report button', () => {
  it('makes the HTML page at once and offers PDF and CSV beside it', async () => {
    const onreport = vi.fn(async () => {});
    render(ReportMenu, { onreport, place: 'console' });
    await fireEvent.click(screen.getByTestId('console-report'));
    await waitFor(() => expect(onreport).toHaveBeenLastCalledWith('html'));

    expect(screen.queryByTestId('console-report-pdf')).toBeNull();
    await fireEvent.click(screen.getByTestId('console-report-more'));
    expect(screen.getByTestId('console-report-more').getAttribute('aria-expanded')).toBe('true');
    await fireEvent.click(screen.getByTestId('console-report-csv'));
    await waitFor(() => expect(onreport).toHaveBeenLastCalledWith('csv'));
    // The menu closes once a format is chosen.
    await waitFor(() => expect(screen.queryByTestId('console-report-csv')).toBeNull());
  });

  it('is busy while the report is being made, and usable again after a failure', async () => {
    let finish!: () => void;
    const onreport = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          finish = () => reject(new Error('host gone'));
        }),
    );
    render(ReportMenu, { onreport, place: 'card' });
    const button = screen.getByTestId('card-report') as HTMLButtonElement;
    void fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toContain('Making report');
    expect(button.getAttribute('aria-busy')).toBe('true');
    const status = screen.getByTestId('card-report-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Making the report…');
    // The busy state is on screen before the report is asked for.
    await waitFor(() => expect(onreport).toHaveBeenCalledTimes(1));
    finish();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(status.textContent).toBe('');
  });
});

describe('the report file', () => {
  it('turns a PDF in base64 back into its bytes, and text into itself', async () => {
    const pdf = reportBlob({
      fileName: 'x-report.pdf',
      mimeType: 'application/pdf',
      text: btoa('%PDF-1.7\n\u00ff'),
      base64: true,
      verified: true,
      head: '#1·abcdef',
    });
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect([...bytes.slice(0, 5)].map((b) => String.fromCharCode(b)).join('')).toBe('%PDF-');
    expect(bytes.at(-1)).toBe(0xff);
    expect(pdf.type).toBe('application/pdf');
    const html = reportBlob({
      fileName: 'x-report.html',
      mimeType: 'text/html',
      text: '<!doctype html>é',
      base64: false,
      verified: false,
      head: '#1·abcdef',
    });
    expect(await html.text()).toBe('<!doctype html>é');
  });

  it('says in the toast whether the log verified', () => {
    const base = { fileName: 'a.html', mimeType: 'text/html', text: '', base64: false };
    expect(reportToast({ ...base, verified: true, head: '#3·abcdef' })).toEqual({
      tone: 'success',
      message: 'Saved a.html (log #3·abcdef verifies)',
    });
    expect(reportToast({ ...base, verified: false, head: '#3·abcdef' }).tone).toBe('error');
  });
});
