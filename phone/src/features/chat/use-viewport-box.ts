import { useEffect, useState, type CSSProperties } from 'react';

/**
 * The box of what the buyer sees: the visual viewport, which shrinks when the keyboard opens (iOS keeps the layout
 * viewport and slides the page under the keyboard; Android resizes it). A full-screen page fixed to this box keeps its
 * input right above the keyboard.
 */
export function useViewportBox(): CSSProperties {
  const read = () => {
    const vv = window.visualViewport;
    return { top: vv?.offsetTop ?? 0, height: vv?.height ?? window.innerHeight };
  };
  const [box, setBox] = useState(read);
  useEffect(() => {
    const vv = window.visualViewport;
    const update = () => setBox(read());
    vv?.addEventListener('resize', update);
    vv?.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    return () => {
      vv?.removeEventListener('resize', update);
      vv?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return { top: box.top, height: box.height };
}
