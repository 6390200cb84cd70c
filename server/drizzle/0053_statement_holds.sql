-- A guard for statements that write several tables at once without a transaction around them (checkout's one-statement
-- order): the statement ends with statement_holds(<what must be true>), and when it is not, the whole statement fails
-- with SQLSTATE YC001 and none of its writes stay. The caller then takes its transactional path, which names the reason.
CREATE OR REPLACE FUNCTION statement_holds(ok boolean) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'statement refused by its guard' USING ERRCODE = 'YC001';
  END IF;
  RETURN true;
END $$;
