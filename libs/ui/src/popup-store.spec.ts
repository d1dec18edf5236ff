import { usePopup } from './popup-store';

describe('the popup store', () => {
  beforeEach(() => usePopup.setState({ current: null }));

  it('shows one popup at a time, the newest replacing the older', () => {
    usePopup.getState().show('success', 'Saved');
    usePopup.getState().show('error', 'Not enough balance');
    expect(usePopup.getState().current).toMatchObject({ kind: 'error', text: 'Not enough balance' });
  });

  it('dismisses only the popup it was asked about, so an old timer never hides a newer one', () => {
    usePopup.getState().show('success', 'first');
    const first = usePopup.getState().current?.id ?? 0;
    usePopup.getState().show('success', 'second');
    usePopup.getState().dismiss(first);
    expect(usePopup.getState().current?.text).toBe('second');
    usePopup.getState().dismiss(usePopup.getState().current?.id ?? 0);
    expect(usePopup.getState().current).toBeNull();
  });
});
