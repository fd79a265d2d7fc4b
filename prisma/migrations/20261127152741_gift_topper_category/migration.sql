-- CreateEnum
CREATE TYPE "GiftCategory" AS ENUM ('SLAPEN', 'VERZORGING', 'VOEDING', 'OP_STAP', 'SPELEN', 'KLEDING', 'KAMER', 'SPAARPOT');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "category" "GiftCategory",
ADD COLUMN     "topper" BOOLEAN NOT NULL DEFAULT false;
