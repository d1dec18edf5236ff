let context: AudioContext | null = null;

/**
 * A short two-tone chime, made on the spot (no audio file to load). Browsers start audio only
 * after the user has interacted with the page; before that it stays silent.
 */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const osc = (context as AudioContext).createOscillator();
      const gain = (context as AudioContext).createGain();
      osc.frequency.value = frequency;
      osc.type = 'sine';
      const at = start + i * 0.16;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      osc.connect(gain).connect((context as AudioContext).destination);
      osc.start(at);
      osc.stop(at + 0.32);
    });
  } catch {
    // No audio here (or not allowed yet): the toast and the title still tell.
  }
}
