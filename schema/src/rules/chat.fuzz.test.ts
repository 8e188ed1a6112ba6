// Properties of the chat message rules (issue 21; schema/src/chat, spec 01 §5 'Chat message'):
// a seller message and a stored translation.
import { expect } from 'vitest';
import { CHAT_MAX_IMAGES } from '../chat/index';
import { blank, brk, fc, fuzz, id, reqText } from './fuzz.support';

const image = fc.stringMatching(/^https:\/\/img\.example\/[a-z0-9_-]{1,20}\.(png|jpg|jpeg|gif|webp|PNG)$/);

fuzz('chatSendInput', {
  valid: fc.record({
    conversationId: id,
    message: reqText(300),
    messageMedia: fc.array(image, { maxLength: CHAT_MAX_IMAGES }),
    replyMessageId: fc.stringMatching(/^[a-z0-9-]{0,40}$/),
  }),
  accepts: (input, out) => {
    expect(out.message).toBe(input.message.trim());
    expect(out.messageMedia).toEqual(input.messageMedia);
  },
  breaks: [
    brk('conversationId', 'validation.positiveId', fc.constantFrom(0, -1, 1.5)),
    brk('message', 'platformChat.pleaseEnterTheSendMessage', blank),
    brk('messageMedia', 'chat.tooManyImages', fc.array(image, { minLength: CHAT_MAX_IMAGES + 1, maxLength: CHAT_MAX_IMAGES + 4 })),
    brk('messageMedia', 'chat.imageNameChinese', fc.constantFrom(['https://img.example/图片.png'], ['https://img.example/%E5%9B%BE.jpg'])),
    brk('messageMedia', 'chat.imageType', fc.constantFrom(['https://img.example/a.bmp'], ['https://img.example/a'], ['https://img.example/a.png.exe'])),
  ],
});

fuzz('chatTranslationInput', {
  valid: fc.record({ id, messageCn: reqText(200) }),
  accepts: (input, out) => expect(out.messageCn).toBe(input.messageCn.trim()),
  breaks: [brk('id', 'validation.positiveId', fc.constantFrom(0, -2)), brk('messageCn', 'chat.translationRequired', blank)],
});
