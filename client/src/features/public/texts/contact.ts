import type { Entries } from '../../../i18n/featureIntl';

/** /contactUs — the form is not connected to a server yet (see contact.ts). */
export const contactTexts = {
  'public.contact.title': ['联系我们', 'Contact us'],
  'public.contact.lead': [
    '售前咨询、使用中的问题或合作意向，都可以写给我们，我们会通过邮件回复。',
    'Questions before you start, help with the app or a partnership idea: write to us and we will reply by e-mail.',
  ],
  'public.contact.notice.title': ['请注意', 'Please note'],
  'public.contact.notice': [
    '在线表单暂未接入服务器，点击提交不会把留言发送出去。检查无误后，页面会替你生成一封邮件，由你自己的邮件程序发送到 {email}。',
    'This form is not connected to our servers yet, so submitting it does not send anything. Once the form checks out, we prepare an e-mail that you send to {email} from your own mail app.',
  ],
  'public.contact.direct': ['也可以直接发邮件到：', 'You can also write directly to:'],
  'public.contact.form': ['留言表单', 'Message form'],
  'public.contact.name': ['姓名', 'Name'],
  'public.contact.email': ['邮箱', 'E-mail'],
  'public.contact.company': ['公司', 'Company'],
  'public.contact.topic': ['咨询类型', 'Topic'],
  'public.contact.topic.sales': ['版本与价格', 'Plans and prices'],
  'public.contact.topic.support': ['使用问题', 'Help with the app'],
  'public.contact.topic.partner': ['合作', 'Partnership'],
  'public.contact.topic.other': ['其他', 'Other'],
  'public.contact.message': ['留言内容', 'Message'],
  'public.contact.messageHelp': ['{min} 到 {max} 个字符', '{min} to {max} characters'],
  'public.contact.submit': ['检查并生成邮件', 'Check and prepare the e-mail'],

  'public.contact.error.emailRequired': ['请填写邮箱', 'Please enter your e-mail address'],
  'public.contact.error.email': ['邮箱格式不正确', 'Please enter a valid e-mail address'],
  'public.contact.error.messageRequired': ['请填写留言内容', 'Please write a message'],
  'public.contact.error.messageShort': ['留言至少 {min} 个字符', 'The message needs at least {min} characters'],
  'public.contact.error.messageLong': ['留言不能超过 {max} 个字符', 'The message may have at most {max} characters'],
  'public.contact.error.tooLong': ['不能超过 {max} 个字符', 'At most {max} characters'],

  'public.contact.thanks.title': ['谢谢你的留言', 'Thank you for your message'],
  'public.contact.thanks.body': [
    '留言还没有发送。请点击下面的按钮，用你的邮件程序把它发送到 {email}；我们收到后会通过邮件回复到 {reply}。',
    'Your message has not been sent yet. Press the button below to send it to {email} from your mail app; once it arrives we will reply by e-mail to {reply}.',
  ],
  'public.contact.thanks.send': ['用邮件程序发送', 'Send with my mail app'],
  'public.contact.thanks.again': ['重新填写', 'Write another message'],
  'public.contact.mail.subject': ['【{topic}】来自官网的留言', '[{topic}] Message from the website'],
} as const satisfies Entries;
