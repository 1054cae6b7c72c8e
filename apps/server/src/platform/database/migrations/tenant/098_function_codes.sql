-- A stable code for the function families the product itself reacts to: the HR edition (spec
-- access §6) opens the contact list on the Human-resources family. A node's key is its name in the
-- country's language and admins may rename it, so the web finds the family by this code instead.
-- Nodes added by hand have none.
ALTER TABLE functions ADD COLUMN code text;
CREATE UNIQUE INDEX functions_code_key ON functions (code);

-- Countries seeded before this column: their Human-resources root, by the name the seed gave it.
UPDATE functions SET code = 'hr'
WHERE parent_id IS NULL
  AND key IN ('Human resources', 'Risorse umane', 'Ressources humaines', 'Recursos humanos', 'Personalwesen')
  AND id = (
    SELECT min(id) FROM functions
    WHERE parent_id IS NULL
      AND key IN ('Human resources', 'Risorse umane', 'Ressources humaines', 'Recursos humanos', 'Personalwesen')
  );
