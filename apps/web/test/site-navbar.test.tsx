import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteNavbar } from '../src/app/site-navbar.tsx';
import { LocationProbe, renderRoutes } from './render-route.tsx';

function renderNavbar(path = '/') {
  const Page = () => (
    <>
      <SiteNavbar />
      <LocationProbe />
    </>
  );
  return renderRoutes([{ path: '*', Component: Page }], path);
}

const toggle = () => screen.getByRole('button', { name: /menu/i });

describe('SiteNavbar', () => {
  it('links the six sections and the logos home, marking the current page', () => {
    renderNavbar('/blogs');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Events', '/events'],
      ['Gallery', '/gallery'],
      ['Blogs', '/blogs'],
      ['Team', '/team'],
      ['Recruitment', '/recruitment'],
      ['Become a Member!', '/join-us'],
    ];
    for (const [label, href] of expected) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    const home = screen.getByRole('link', { name: /Science and Spirituality Forum logo/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toContainElement(screen.getByRole('img', { name: 'MIT World Peace University logo' }));
    expect(nav).toContainElement(home);
  });

  it('opens and closes the menu with a click, and says so with aria-expanded', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = toggle();
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Events' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter and Space toggle, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = toggle();

    await user.tab(); // the logos link
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Team' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/team');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
