-- the scan's own resolution of an OCR'd page (before the upscale to 300 dpi): a certidão scanned below 180 dpi
-- is a poor copy and its fields are held to a stricter confidence. Pages saved before it stay null (no rule).
ALTER TABLE "ocr_pages" ADD COLUMN "scan_dpi" integer;