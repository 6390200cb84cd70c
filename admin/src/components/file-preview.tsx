import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Flex, Image, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/** At most this many pages are drawn in place (a scan is a page or two; the rest is in the download). */
const MAX_PAGES = 20;

type Loaded = { kind: 'image'; src: string } | { kind: 'pdf'; data: Uint8Array } | { kind: 'error' };

/**
 * An uploaded file shown in place: an image as an image, a PDF drawn page by page by pdf.js onto canvases. The server
 * sends uploaded PDFs as sandboxed attachments, so the browser's own PDF viewer — which would run a document's actions
 * on our origin — never opens them here; pdf.js runs none of a PDF's scripts. A download link is always beside it.
 */
export function FilePreview({ url, mime, title, height = 560 }: { url: string; mime?: string | null; title: string; height?: number }) {
  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid="file-preview">
      <div style={{ height, overflow: 'auto', background: '#f5f5f5', borderRadius: 6, padding: 8 }}>
        {mime?.startsWith('image/') ? (
          <Image src={url} alt={title} style={{ maxWidth: '100%' }} />
        ) : (
          <FetchedFile key={url} url={url} title={title} />
        )}
      </div>
      <Typography.Text type="secondary">
        <a href={url} download>
          <Button size="small" icon={<DownloadOutlined />}>
            下载原件
          </Button>
        </a>
      </Typography.Text>
    </Flex>
  );
}

/** A file whose type the caller does not know: fetched once, then shown by the type the server gave it at upload. */
function FetchedFile({ url, title }: { url: string; title: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const type = res.headers.get('content-type') ?? '';
        const blob = await res.blob();
        if (!live) return;
        if (type.startsWith('image/')) {
          objectUrl = URL.createObjectURL(blob);
          setLoaded({ kind: 'image', src: objectUrl });
        } else if (type.startsWith('application/pdf')) setLoaded({ kind: 'pdf', data: new Uint8Array(await blob.arrayBuffer()) });
        else setLoaded({ kind: 'error' });
      })
      .catch(() => live && setLoaded({ kind: 'error' }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!loaded)
    return (
      <Flex justify="center" style={{ paddingTop: 80 }}>
        <Spin />
      </Flex>
    );
  if (loaded.kind === 'image') return <Image src={loaded.src} alt={title} style={{ maxWidth: '100%' }} />;
  if (loaded.kind === 'pdf') return <PdfPages data={loaded.data} title={title} />;
  return <Empty description="无法预览该文件，请下载查看" />;
}

/** The pages of a PDF drawn by pdf.js (loaded on first use), fitted to the box's width. */
function PdfPages({ data, title }: { data: Uint8Array; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; shown: number } | 'error' | null>(null);

  useEffect(() => {
    let cancelled = false;
    const target = box.current;
    if (!target) return;
    target.replaceChildren();
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const base = `${import.meta.env.BASE_URL}pdfjs/`;
      // A copy: pdf.js hands the buffer to its worker, and React may render this component again with the same data.
      const doc = await pdfjs.getDocument({
        data: data.slice(),
        isEvalSupported: false,
        enableXfa: false,
        cMapUrl: `${base}cmaps/`,
        cMapPacked: true,
        standardFontDataUrl: `${base}standard_fonts/`,
      }).promise;
      const shown = Math.min(doc.numPages, MAX_PAGES);
      const width = Math.max(200, target.clientWidth - 16);
      for (let n = 1; n <= shown && !cancelled; n++) {
        const page = await doc.getPage(n);
        const fit = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / fit.width) * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${width}px`;
        canvas.style.display = 'block';
        canvas.style.margin = '0 auto 8px';
        canvas.style.background = '#fff';
        canvas.setAttribute('aria-label', `${title} 第${n}页`);
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) target.appendChild(canvas);
      }
      if (!cancelled) setState({ pages: doc.numPages, shown });
      await doc.destroy();
    })().catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
    };
  }, [data, title]);

  return (
    <>
      {state === null ? (
        <Flex justify="center" style={{ paddingTop: 80 }}>
          <Spin tip="正在加载 PDF" />
        </Flex>
      ) : null}
      {state === 'error' ? <Empty description="PDF 无法预览，请下载查看" /> : null}
      <div ref={box} data-testid="pdf-pages" />
      {state !== null && state !== 'error' && state.pages > state.shown ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          共{state.pages}页，此处显示前{state.shown}页，完整内容请下载查看。
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
