-- The low-stock mail's event names its SKU `skuId`, as the code does. Events still waiting are
-- renamed too, so the mail worker reads one name.
DROP TRIGGER IF EXISTS goods_specs_low_stock_mail;

CREATE TRIGGER goods_specs_low_stock_mail AFTER UPDATE OF stock ON goods_specs
WHEN new.stock <= new.low_stock_threshold AND old.stock > new.low_stock_threshold
BEGIN
  INSERT INTO mail_events (kind, payload_json, created_at)
  VALUES ('staff_low_stock', json_object('skuId', new.id, 'stock', new.stock), CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;

UPDATE mail_events
   SET payload_json = json_set(json_remove(payload_json, '$.goodsSpecsId'), '$.skuId', json_extract(payload_json, '$.goodsSpecsId'))
 WHERE kind = 'staff_low_stock' AND json_extract(payload_json, '$.goodsSpecsId') IS NOT NULL;
