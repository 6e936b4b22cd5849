import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest question a member may record. */
export const MAX_RECORDING_MS = 60_000;

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; level: number; startedAt: number }
  | { status: 'error'; message: string };

const supported = () =>
  typeof navigator !== 'undefined' &&
  typeof window !== 'undefined' &&
  'MediaRecorder' in window &&
  Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * A spoken question recorded with MediaRecorder: a 0–1 input level for the meter while it
 * records, cancel, and a stop after MAX_RECORDING_MS. `onRecorded` gets the clip.
 */
export function useRecorder(onRecorded: (clip: Blob) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<
    | {
        recorder: MediaRecorder;
        stream: MediaStream;
        audio: AudioContext;
        frame: number;
        cap: number;
      }
    | undefined
  >(undefined);
  const keep = useRef(true);
  const deliver = useRef(onRecorded);
  deliver.current = onRecorded;

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = undefined;
    cancelAnimationFrame(current.frame);
    clearTimeout(current.cap);
    for (const track of current.stream.getTracks()) track.stop();
    void current.audio.close();
  }, []);

  useEffect(
    () => () => {
      keep.current = false;
      session.current?.recorder.stop();
      release();
    },
    [release],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({
        status: 'error',
        message: 'The microphone is not available. Allow it in the browser, or type instead.',
      });
      return;
    }
    const recorder = new MediaRecorder(stream);
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    keep.current = true;
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      release();
      setState({ status: 'idle' });
      if (keep.current && chunks.length > 0) {
        deliver.current(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
      }
    };
    const measure = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
      setState({ status: 'recording', level: peak, startedAt });
      if (session.current) session.current.frame = requestAnimationFrame(measure);
    };
    session.current = {
      recorder,
      stream,
      audio,
      frame: requestAnimationFrame(measure),
      cap: window.setTimeout(() => recorder.stop(), MAX_RECORDING_MS),
    };
    recorder.start();
    setState({ status: 'recording', level: 0, startedAt });
  }, [release]);

  /** Stops and sends the clip. */
  const finish = useCallback(() => {
    keep.current = true;
    session.current?.recorder.stop();
  }, []);

  /** Stops and throws the clip away. */
  const cancel = useCallback(() => {
    keep.current = false;
    session.current?.recorder.stop();
  }, []);

  return { state, supported: supported(), start, finish, cancel };
}
