/*
  Warnings:

  - A unique constraint covering the columns `[takeBackTokenHash]` on the table `Order` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "takeBackTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Order_takeBackTokenHash_key" ON "Order"("takeBackTokenHash");
