-- Chinese terms now keep every goods their query matches (all tiers, and 厂家 searches keyed 'B:'): the table is
-- emptied here and refilled from goods_search when the server starts (SearchIndexer.fillPostingsIfMissing).
TRUNCATE "search_postings";
