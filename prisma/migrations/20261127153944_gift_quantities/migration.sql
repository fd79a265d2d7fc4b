-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "quantity" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "givenQuantity" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "quantity" INTEGER DEFAULT 1;

-- A whole gift given before quantities existed was given once.
UPDATE "Product" SET "givenQuantity" = 1
WHERE "sold" = true AND NOT EXISTS (SELECT 1 FROM "ProductPart" pp WHERE pp."productId" = "Product"."id");
