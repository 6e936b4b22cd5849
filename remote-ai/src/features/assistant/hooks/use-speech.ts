import { useCallback, useEffect, useState } from 'react';

const VOICE_KEY = 'canopy.assistant.voiceId';

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

function storedVoice(): string {
  try {
    return localStorage.getItem(VOICE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Replies read aloud with the browser's speech synthesis: the voices it has, the chosen one
 * (its voiceURI, kept across visits), speaking and stopping.
 */
export function useSpeech() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [voiceId, setVoiceIdState] = useState(storedVoice);
  const [speakingId, setSpeakingId] = useState<string | undefined>(undefined);
  const supported = synthesis() !== undefined;

  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const load = () => setVoices(speech.getVoices());
    load();
    speech.addEventListener('voiceschanged', load);
    return () => {
      speech.removeEventListener('voiceschanged', load);
      speech.cancel();
    };
  }, []);

  const setVoiceId = useCallback((id: string) => {
    setVoiceIdState(id);
    try {
      localStorage.setItem(VOICE_KEY, id);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }, []);

  const speak = useCallback(
    (messageId: string, text: string) => {
      const speech = synthesis();
      if (!speech) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = voices.find((candidate) => candidate.voiceURI === voiceId);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      utterance.onend = () => setSpeakingId(undefined);
      utterance.onerror = () => setSpeakingId(undefined);
      setSpeakingId(messageId);
      speech.speak(utterance);
    },
    [voices, voiceId],
  );

  const stopSpeaking = useCallback(() => {
    synthesis()?.cancel();
    setSpeakingId(undefined);
  }, []);

  return { supported, voices, voiceId, setVoiceId, speak, stopSpeaking, speakingId };
}
