import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../../i18n/lang';
import { CONTACT_EMAIL } from '../contact';
import { renderFeatureRoutes } from '../testing';

// No msw handlers: the test setup fails on any request, so these tests also prove the form sends nothing.
describe('ContactUsPage', () => {
  it('refuses a bad e-mail and an empty message, and says nothing was sent', async () => {
    const user = userEvent.setup();
    renderFeatureRoutes('/contactUs');
    await screen.findByRole('heading', { level: 1, name: '联系我们' });
    expect(screen.getByText(/在线表单暂未接入服务器/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /邮箱/ }), 'seller@shop');
    await user.click(screen.getByRole('button', { name: '检查并生成邮件' }));

    const email = screen.getByRole('textbox', { name: /邮箱/ });
    expect(email).toHaveAccessibleErrorMessage('邮箱格式不正确');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /留言内容/ })).toHaveAccessibleErrorMessage('请填写留言内容');
    expect(email).toHaveFocus();
    expect(screen.queryByText('谢谢你的留言')).not.toBeInTheDocument();
  });

  it('checks the message length, then prepares an e-mail instead of pretending to send (en)', async () => {
    setLang('en');
    const user = userEvent.setup();
    renderFeatureRoutes('/contactUs');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Li Lei');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'li.lei@shop.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'support');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Check and prepare the e-mail' }));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleErrorMessage('The message needs at least 10 characters');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /Message/ }), ': how do I add a warehouse?');
    await user.click(screen.getByRole('button', { name: 'Check and prepare the e-mail' }));

    expect(await screen.findByText('Thank you for your message')).toBeInTheDocument();
    expect(screen.getByText(/Your message has not been sent yet/)).toHaveTextContent('li.lei@shop.example');
    const link = screen.getByRole('link', { name: 'Send with my mail app' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${CONTACT_EMAIL}?subject=`)).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('[Help with the app] Message from the website');
    expect(params.get('body')).toContain('Too short: how do I add a warehouse?');
    expect(params.get('body')).toContain('E-mail: li.lei@shop.example');

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
  });
});
