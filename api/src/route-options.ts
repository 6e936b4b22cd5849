import type { AppOptions } from './app-options.ts';
import { chatCompletionsEngine } from './plugins/app/assistant/chat-completions.ts';
import { offlineSpeechToText } from './plugins/app/assistant/offline-speech-to-text.ts';
import { remoteSpeechToText } from './plugins/app/assistant/speech-to-text.ts';

/**
 * What the route plugins under src/routes/ are given (autoload hands every one the same
 * object): each takes the fields it declares in its own options type.
 */
export function routeOptions(options: AppOptions) {
  return {
    mediaDir: options.mediaDir,
    loginRateLimitMax: options.loginRateLimitMax ?? 20,
    signupRateLimitMax: options.signupRateLimitMax ?? 20,
    exchangeRateLimitMax: options.loginRateLimitMax ?? 20,
    heartbeatMs: options.liveHeartbeatMs,
    publicAppUrl: options.publicAppUrl ?? 'http://localhost:3000',
    speechToText: options.speechToText
      ? remoteSpeechToText(options.speechToText)
      : offlineSpeechToText(),
    answerEngine: options.chatCompletions && chatCompletionsEngine(options.chatCompletions),
  };
}
