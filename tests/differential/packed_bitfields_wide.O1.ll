; ModuleID = 'packed_bitfields_wide.c'
source_filename = "packed_bitfields_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s136 = type { [17 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"g1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g1'\00", align 1, !dbg !7
@arr = internal unnamed_addr global [3 x %struct.s136] zeroinitializer, align 16, !dbg !12
@.str.2 = private unnamed_addr constant [8 x i8] c"arr[%d]\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [47 x i8] c"g2: tag=%c f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [41 x i8] c"g2': f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [33 x i8] c"g3: x=%llx y=%lld z=%llu w=%lld\0A\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [34 x i8] c"g3': x=%llx y=%lld z=%llx w=%lld\0A\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [11 x i8] c"crc: %08x\0A\00", align 1, !dbg !57
@crc = internal unnamed_addr global i32 0, align 4, !dbg !62
@.str.9 = private unnamed_addr constant [30 x i8] c"%s: a=%d b=%u c=%d d=%u e=%d\0A\00", align 1, !dbg !64
@g1 = internal unnamed_addr global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 -1, i8 -9, i8 -26, i8 -43, i8 112, i8 86, i8 52, i8 18, i8 -4, i8 -1, i8 -1, i8 127, i8 -10, i8 -1 }, align 16, !dbg !69
@g2 = internal unnamed_addr global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 113, i8 -28, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 127, i8 0, i8 0, i8 0, i8 -64, i8 28, i8 24, i8 0, i8 -128, i8 24, i8 106, i8 0, i8 -128 }, align 1, !dbg !79
@g3 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -2, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 63, i8 3, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -125 }, align 16, !dbg !91

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !113 {
  %1 = alloca [8 x i8], align 1, !DIAssignID !127
    #dbg_assign(i1 undef, !121, !DIExpression(), !127, ptr %1, !DIExpression(), !128)
  %2 = load i136, ptr @g1, align 16, !dbg !129, !tbaa !130
    #dbg_value(i136 %2, !133, !DIExpression(), !141)
    #dbg_value(ptr @.str, !140, !DIExpression(), !141)
  %3 = shl i136 %2, 105, !dbg !143
  %4 = ashr exact i136 %3, 105, !dbg !143
  %5 = trunc nsw i136 %4 to i32, !dbg !143
  %6 = lshr i136 %2, 31, !dbg !144
  %7 = trunc i136 %6 to i32, !dbg !144
  %8 = and i32 %7, 536870911, !dbg !144
  %9 = shl i136 %2, 46, !dbg !145
  %10 = ashr i136 %9, 106, !dbg !145
  %11 = trunc nsw i136 %10 to i32, !dbg !145
  %12 = lshr i136 %2, 90, !dbg !146
  %13 = trunc i136 %12 to i32, !dbg !146
  %14 = and i32 %13, 134217727, !dbg !146
  %15 = ashr i136 %2, 117, !dbg !147
  %16 = trunc nsw i136 %15 to i32, !dbg !147
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef %5, i32 noundef %8, i32 noundef %11, i32 noundef %14, i32 noundef %16), !dbg !148
    #dbg_value(i136 %4, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !154)
  %18 = load i32, ptr @crc, align 4, !dbg !156, !tbaa !157
  %19 = mul i32 %18, 31, !dbg !159
  %20 = add i32 %19, %5, !dbg !160
  %21 = lshr i136 %4, 32, !dbg !161
  %22 = trunc i136 %21 to i32, !dbg !161
  %23 = xor i32 %20, %22, !dbg !162
    #dbg_value(i136 %2, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !163)
  %24 = mul i32 %23, 31, !dbg !165
  %25 = add i32 %24, %8, !dbg !166
    #dbg_value(i136 %10, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !167)
  %26 = mul i32 %25, 31, !dbg !169
  %27 = add i32 %26, %11, !dbg !170
  %28 = lshr i136 %10, 32, !dbg !171
  %29 = trunc i136 %28 to i32, !dbg !171
  %30 = xor i32 %27, %29, !dbg !172
    #dbg_value(i136 %12, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !173)
  %31 = mul i32 %30, 31, !dbg !175
  %32 = add i32 %31, %14, !dbg !176
    #dbg_value(i136 %15, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !177)
  %33 = mul i32 %32, 31, !dbg !179
  %34 = add i32 %33, %16, !dbg !180
  %35 = lshr i136 %15, 32, !dbg !181
  %36 = trunc i136 %35 to i32, !dbg !181
  %37 = xor i32 %34, %36, !dbg !182
  store i32 %37, ptr @crc, align 4, !dbg !182, !tbaa !157
  %38 = load i136, ptr @g1, align 16, !dbg !183
  %39 = trunc i136 %38 to i32, !dbg !183
  %40 = mul i32 %39, 3, !dbg !184
  %41 = add i32 %40, 2147483647, !dbg !185
  %42 = lshr i136 %38, 31, !dbg !186
  %43 = trunc i136 %42 to i32, !dbg !186
  %44 = add i32 %43, 7, !dbg !186
  %45 = zext i32 %44 to i136, !dbg !186
  %46 = shl nuw nsw i136 %45, 31, !dbg !186
  %47 = and i32 %41, 2147483647, !dbg !186
  %48 = zext nneg i32 %47 to i136, !dbg !186
  %49 = lshr i136 %38, 60, !dbg !187
  %50 = trunc i136 %49 to i32, !dbg !187
  %51 = sub i32 0, %50, !dbg !188
  %52 = zext i32 %51 to i136, !dbg !189
  %53 = shl nuw nsw i136 %52, 60, !dbg !189
  %54 = and i136 %46, 1152921502459363328, !dbg !189
  %55 = lshr i136 %38, 90, !dbg !190
  %56 = trunc i136 %55 to i32, !dbg !190
  %57 = xor i32 %56, 89478485, !dbg !190
  %58 = zext i32 %57 to i136, !dbg !190
  %59 = shl nuw nsw i136 %58, 90, !dbg !190
  %60 = and i136 %53, 1237940038132458770292277248, !dbg !190
  %61 = ashr i136 %38, 117, !dbg !191
  %62 = trunc nsw i136 %61 to i32, !dbg !191
  %63 = lshr i32 %62, 2, !dbg !192
  %64 = and i32 %63, 524287, !dbg !193
  %65 = zext nneg i32 %64 to i136, !dbg !193
  %66 = shl nuw i136 %65, 117, !dbg !193
  %67 = and i136 %59, 166153498235174444827595607635918848, !dbg !193
  %68 = or disjoint i136 %67, %54, !dbg !193
  %69 = or disjoint i136 %68, %48, !dbg !193
  %70 = or disjoint i136 %69, %60, !dbg !193
  %71 = or disjoint i136 %70, %66, !dbg !193
  store i136 %71, ptr @g1, align 16, !dbg !193
    #dbg_value(!DIArgList(i136 poison, i136 poison, i136 poison, i136 poison, i136 poison), !133, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !194)
    #dbg_value(ptr @.str.1, !140, !DIExpression(), !194)
  %72 = shl nuw i136 %48, 105, !dbg !196
  %73 = ashr exact i136 %72, 105, !dbg !196
  %74 = trunc nsw i136 %73 to i32, !dbg !196
  %75 = and i32 %44, 536870911, !dbg !197
  %76 = shl nuw i136 %60, 46, !dbg !198
  %77 = ashr exact i136 %76, 106, !dbg !198
  %78 = trunc nsw i136 %77 to i32, !dbg !198
  %79 = and i32 %57, 134217727, !dbg !199
  %80 = ashr exact i136 %66, 117, !dbg !200
  %81 = trunc nsw i136 %80 to i32, !dbg !200
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef %74, i32 noundef %75, i32 noundef %78, i32 noundef %79, i32 noundef %81), !dbg !201
    #dbg_value(i136 %73, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !202)
  %83 = load i32, ptr @crc, align 4, !dbg !204, !tbaa !157
  %84 = mul i32 %83, 31, !dbg !205
  %85 = add i32 %84, %74, !dbg !206
  %86 = lshr i136 %73, 32, !dbg !207
  %87 = trunc i136 %86 to i32, !dbg !207
  %88 = xor i32 %85, %87, !dbg !208
    #dbg_value(!DIArgList(i136 poison, i136 poison, i136 poison, i136 poison, i136 poison), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !209)
  %89 = mul i32 %88, 31, !dbg !211
  %90 = add i32 %89, %75, !dbg !212
    #dbg_value(i136 %77, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !213)
  %91 = mul i32 %90, 31, !dbg !215
  %92 = add i32 %91, %78, !dbg !216
  %93 = lshr i136 %77, 32, !dbg !217
  %94 = trunc i136 %93 to i32, !dbg !217
  %95 = xor i32 %92, %94, !dbg !218
    #dbg_value(i136 poison, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !219)
  %96 = mul i32 %95, 31, !dbg !221
  %97 = add i32 %96, %79, !dbg !222
    #dbg_value(i136 %80, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !223)
  %98 = mul i32 %97, 31, !dbg !225
  %99 = add i32 %98, %81, !dbg !226
  %100 = lshr i136 %80, 32, !dbg !227
  %101 = trunc i136 %100 to i32, !dbg !227
  %102 = xor i32 %99, %101, !dbg !228
  store i32 %102, ptr @crc, align 4, !dbg !228, !tbaa !157
    #dbg_value(i32 0, !117, !DIExpression(), !229)
  br label %103, !dbg !230

103:                                              ; preds = %0, %103
  %104 = phi i64 [ 0, %0 ], [ %131, %103 ]
    #dbg_value(i64 %104, !117, !DIExpression(), !229)
  %105 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %104, !dbg !231
  %106 = mul nuw nsw i64 %104, 16777217, !dbg !234
  %107 = zext nneg i64 %106 to i136, !dbg !235
  %108 = shl nuw nsw i136 %107, 31, !dbg !235
  %109 = trunc i64 %104 to i32, !dbg !235
  %110 = add i32 %109, 2147483647, !dbg !235
  %111 = and i32 %110, 2147483647, !dbg !235
  %112 = zext nneg i32 %111 to i136, !dbg !235
  %113 = trunc i64 %104 to i32, !dbg !236
  %114 = mul i32 %113, 1072693248, !dbg !236
  %115 = and i32 %114, 1072693248, !dbg !236
  %116 = zext nneg i32 %115 to i136, !dbg !236
  %117 = shl nuw nsw i136 %116, 60, !dbg !236
  %118 = or disjoint i136 %117, %112, !dbg !236
  %119 = or disjoint i136 %118, %108, !dbg !236
  %120 = trunc nuw nsw i64 %106 to i32, !dbg !237
  %121 = lshr i32 %120, 3, !dbg !237
  %122 = zext nneg i32 %121 to i136, !dbg !238
  %123 = shl nuw nsw i136 %122, 90, !dbg !238
  %124 = icmp eq i64 %104, 2, !dbg !239
  %125 = and i64 %104, 4294967295, !dbg !240
  %126 = select i1 %124, i64 262144, i64 %125, !dbg !240
  %127 = zext nneg i64 %126 to i136, !dbg !240
  %128 = shl nuw i136 %127, 117, !dbg !240
  %129 = or disjoint i136 %119, %123, !dbg !240
  %130 = or i136 %129, %128, !dbg !240
  store i136 %130, ptr %105, align 1, !dbg !240
  %131 = add nuw nsw i64 %104, 1, !dbg !241
    #dbg_value(i64 %131, !117, !DIExpression(), !229)
  %132 = icmp eq i64 %131, 3, !dbg !242
  br i1 %132, label %296, label %103, !dbg !230, !llvm.loop !243

133:                                              ; preds = %296
  %134 = load i8, ptr @g2, align 1, !dbg !247, !tbaa !248
  %135 = sext i8 %134 to i32, !dbg !250
  %136 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !251
  %137 = trunc i168 %136 to i32, !dbg !251
  %138 = and i32 %137, 127, !dbg !251
  %139 = lshr i168 %136, 7, !dbg !252
  %140 = trunc i168 %139 to i32, !dbg !252
  %141 = lshr i168 %136, 39, !dbg !253
  %142 = trunc i168 %141 to i32, !dbg !253
  %143 = lshr i168 %136, 71, !dbg !254
  %144 = trunc i168 %143 to i32, !dbg !254
  %145 = lshr i168 %136, 103, !dbg !255
  %146 = trunc i168 %145 to i32, !dbg !255
  %147 = lshr i168 %136, 135, !dbg !256
  %148 = trunc i168 %147 to i32, !dbg !256
  %149 = lshr i168 %136, 167, !dbg !257
  %150 = trunc nuw nsw i168 %149 to i32, !dbg !257
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135, i32 noundef %138, i32 noundef %140, i32 noundef %142, i32 noundef %144, i32 noundef %146, i32 noundef %148, i32 noundef %150), !dbg !258
  %152 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !259
  %153 = trunc i168 %152 to i32, !dbg !259
  %154 = add i32 %153, 30, !dbg !260
  %155 = lshr i168 %152, 7, !dbg !261
  %156 = trunc i168 %155 to i32, !dbg !261
  %157 = add nsw i32 %156, -1, !dbg !262
  %158 = zext i32 %157 to i168, !dbg !263
  %159 = shl nuw nsw i168 %158, 7, !dbg !263
  %160 = and i32 %154, 127, !dbg !263
  %161 = zext nneg i32 %160 to i168, !dbg !263
  %162 = lshr i168 %152, 71, !dbg !264
  %163 = trunc i168 %162 to i32, !dbg !264
  %164 = add nsw i32 %163, 1, !dbg !265
  %165 = zext i32 %164 to i168, !dbg !266
  %166 = shl nuw nsw i168 %165, 71, !dbg !266
  %167 = or disjoint i168 %159, %161, !dbg !266
  %168 = or disjoint i168 %167, %166, !dbg !266
  %169 = lshr i168 %152, 39, !dbg !267
  %170 = trunc i168 %169 to i32, !dbg !267
  %171 = add i32 %170, 1, !dbg !268
  %172 = zext i32 %171 to i168, !dbg !269
  %173 = shl nuw nsw i168 %172, 39, !dbg !269
  %174 = and i168 %152, -10141204801825835211973625643008, !dbg !270
  %175 = or disjoint i168 %168, %173, !dbg !270
  %176 = or disjoint i168 %175, %174, !dbg !270
  %177 = xor i168 %176, -187072209578355573530071658587684226515959365500928, !dbg !270
  store i168 %177, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !270
  %178 = lshr i168 %152, 103, !dbg !271
  %179 = trunc i168 %178 to i32, !dbg !271
  %180 = lshr i168 %176, 135, !dbg !272
  %181 = trunc i168 %180 to i32, !dbg !272
  %182 = lshr i168 %177, 167, !dbg !273
  %183 = trunc nuw nsw i168 %182 to i32, !dbg !273
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160, i32 noundef %157, i32 noundef %171, i32 noundef %164, i32 noundef %179, i32 noundef %181, i32 noundef %183), !dbg !274
  %185 = load volatile i200, ptr @g3, align 16, !dbg !275
  %186 = trunc i200 %185 to i64, !dbg !275
  %187 = and i64 %186, 9223372036854775807, !dbg !275
  %188 = load volatile i200, ptr @g3, align 16, !dbg !276
  %189 = shl i200 %188, 74, !dbg !276
  %190 = ashr i200 %189, 137, !dbg !276
  %191 = trunc nsw i200 %190 to i64, !dbg !276
  %192 = load volatile i200, ptr @g3, align 16, !dbg !277
  %193 = lshr i200 %192, 126, !dbg !277
  %194 = trunc i200 %193 to i64, !dbg !277
  %195 = and i64 %194, 9223372036854775807, !dbg !277
  %196 = load volatile i200, ptr @g3, align 16, !dbg !278
  %197 = ashr i200 %196, 189, !dbg !278
  %198 = trunc nsw i200 %197 to i64, !dbg !278
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %187, i64 noundef %191, i64 noundef %195, i64 noundef %198), !dbg !279
  %200 = load volatile i200, ptr @g3, align 16, !dbg !280
  %201 = trunc i200 %200 to i64, !dbg !280
  %202 = add i64 %201, 1, !dbg !281
  %203 = load volatile i200, ptr @g3, align 16, !dbg !282
  %204 = and i64 %202, 9223372036854775807, !dbg !282
  %205 = zext nneg i64 %204 to i200, !dbg !282
  %206 = and i200 %203, -9223372036854775808, !dbg !282
  %207 = or disjoint i200 %206, %205, !dbg !282
  store volatile i200 %207, ptr @g3, align 16, !dbg !282
  %208 = load volatile i200, ptr @g3, align 16, !dbg !283
  %209 = lshr i200 %208, 63, !dbg !283
  %210 = trunc i200 %209 to i64, !dbg !283
  %211 = mul i64 %210, 1000000007, !dbg !284
  %212 = load volatile i200, ptr @g3, align 16, !dbg !285
  %213 = and i64 %211, 9223372036854775807, !dbg !285
  %214 = zext nneg i64 %213 to i200, !dbg !285
  %215 = shl nuw nsw i200 %214, 63, !dbg !285
  %216 = and i200 %212, -85070591730234615856620279821087277057, !dbg !285
  %217 = or disjoint i200 %215, %216, !dbg !285
  store volatile i200 %217, ptr @g3, align 16, !dbg !285
  %218 = load volatile i200, ptr @g3, align 16, !dbg !286
  %219 = load volatile i200, ptr @g3, align 16, !dbg !287
  %220 = shl i200 %218, 50, !dbg !287
  %221 = and i200 %220, 784541935952030977425826281211761407688818259362867838976, !dbg !287
  %222 = and i200 %219, -784637716923335095394403086170723686146950778700062261249, !dbg !287
  %223 = or disjoint i200 %222, %221, !dbg !287
  store volatile i200 %223, ptr @g3, align 16, !dbg !287
  %224 = load volatile i200, ptr @g3, align 16, !dbg !288
  %225 = ashr i200 %224, 189, !dbg !288
  %226 = trunc nsw i200 %225 to i32, !dbg !289
  %227 = sdiv i32 %226, 3, !dbg !290
  %228 = load volatile i200, ptr @g3, align 16, !dbg !291
  %229 = and i32 %227, 2047, !dbg !291
  %230 = zext nneg i32 %229 to i200, !dbg !291
  %231 = shl nuw i200 %230, 189, !dbg !291
  %232 = and i200 %228, 784637716923335095479473677900958302012794430558004314111, !dbg !291
  %233 = or disjoint i200 %231, %232, !dbg !291
  store volatile i200 %233, ptr @g3, align 16, !dbg !291
  %234 = load volatile i200, ptr @g3, align 16, !dbg !292
  %235 = trunc i200 %234 to i64, !dbg !292
  %236 = and i64 %235, 9223372036854775807, !dbg !292
  %237 = load volatile i200, ptr @g3, align 16, !dbg !293
  %238 = shl i200 %237, 74, !dbg !293
  %239 = ashr i200 %238, 137, !dbg !293
  %240 = trunc nsw i200 %239 to i64, !dbg !293
  %241 = load volatile i200, ptr @g3, align 16, !dbg !294
  %242 = lshr i200 %241, 126, !dbg !294
  %243 = trunc i200 %242 to i64, !dbg !294
  %244 = and i64 %243, 9223372036854775807, !dbg !294
  %245 = load volatile i200, ptr @g3, align 16, !dbg !295
  %246 = ashr i200 %245, 189, !dbg !295
  %247 = trunc nsw i200 %246 to i64, !dbg !295
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %236, i64 noundef %240, i64 noundef %244, i64 noundef %247), !dbg !296
  %249 = load i136, ptr @g1, align 16, !dbg !297
  %250 = shl i136 %249, 105, !dbg !297
  %251 = ashr exact i136 %250, 105, !dbg !297
  %252 = trunc nsw i136 %251 to i32, !dbg !297
  %253 = load i136, ptr @arr, align 16, !dbg !298
  %254 = shl i136 %253, 105, !dbg !298
  %255 = ashr exact i136 %254, 105, !dbg !298
  %256 = trunc nsw i136 %255 to i32, !dbg !298
  %257 = icmp slt i32 %252, %256, !dbg !299
  %258 = zext i1 %257 to i32, !dbg !299
    #dbg_value(i32 %258, !124, !DIExpression(), !300)
  %259 = load i136, ptr getelementptr inbounds (i8, ptr @arr, i64 17), align 1, !dbg !301
  %260 = shl i136 %259, 105, !dbg !301
  %261 = ashr exact i136 %260, 105, !dbg !301
  %262 = trunc nsw i136 %261 to i32, !dbg !301
  %263 = icmp eq i32 %262, 0, !dbg !302
  %264 = zext i1 %263 to i32, !dbg !302
    #dbg_value(i32 %264, !125, !DIExpression(), !300)
  %265 = load volatile i200, ptr @g3, align 16, !dbg !303
  %266 = ashr i200 %265, 189, !dbg !303
  %267 = trunc nsw i200 %266 to i32, !dbg !304
  %268 = icmp sgt i32 %267, -334, !dbg !305
  %269 = zext i1 %268 to i32, !dbg !305
    #dbg_value(i32 %269, !126, !DIExpression(), !300)
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %258, i32 noundef %264, i32 noundef %269), !dbg !306
  %271 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !307
  %272 = lshr i168 %271, 39, !dbg !307
    #dbg_value(i168 %272, !149, !DIExpression(DW_OP_LLVM_convert, 168, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !308)
  %273 = load i32, ptr @crc, align 4, !dbg !310, !tbaa !157
  %274 = mul i32 %273, 31, !dbg !311
  %275 = trunc i168 %272 to i32, !dbg !312
  %276 = add i32 %274, %275, !dbg !313
  store i32 %276, ptr @crc, align 4, !dbg !314, !tbaa !157
  %277 = load volatile i200, ptr @g3, align 16, !dbg !315
  %278 = lshr i200 %277, 126, !dbg !315
    #dbg_value(i200 %278, !149, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 9223372036854775807, DW_OP_and, DW_OP_stack_value), !316)
  %279 = mul i32 %276, 31, !dbg !318
  %280 = trunc i200 %278 to i32, !dbg !319
  %281 = add i32 %279, %280, !dbg !320
  %282 = lshr i200 %277, 158, !dbg !321
  %283 = trunc i200 %282 to i32, !dbg !321
  %284 = and i32 %283, 2147483647, !dbg !321
  %285 = xor i32 %281, %284, !dbg !322
  store i32 %285, ptr @crc, align 4, !dbg !322, !tbaa !157
  %286 = load volatile i200, ptr @g3, align 16, !dbg !323
  %287 = shl i200 %286, 74, !dbg !323
  %288 = ashr i200 %287, 137, !dbg !323
    #dbg_value(i200 %288, !149, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !324)
  %289 = mul i32 %285, 31, !dbg !326
  %290 = trunc i200 %288 to i32, !dbg !327
  %291 = add i32 %289, %290, !dbg !328
  %292 = lshr i200 %288, 32, !dbg !329
  %293 = trunc i200 %292 to i32, !dbg !329
  %294 = xor i32 %291, %293, !dbg !330
  store i32 %294, ptr @crc, align 4, !dbg !330, !tbaa !157
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %294), !dbg !331
  ret i32 0, !dbg !332

296:                                              ; preds = %103, %296
  %297 = phi i64 [ %337, %296 ], [ 0, %103 ]
    #dbg_value(i64 %297, !119, !DIExpression(), !333)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #3, !dbg !334
  %298 = trunc nuw nsw i64 %297 to i32, !dbg !335
  %299 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.2, i32 noundef %298) #3, !dbg !335
  %300 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %297, !dbg !336
  %301 = load i136, ptr %300, align 1, !dbg !337, !tbaa !130
    #dbg_value(i136 %301, !133, !DIExpression(), !338)
    #dbg_value(ptr %1, !140, !DIExpression(), !338)
  %302 = shl i136 %301, 105, !dbg !340
  %303 = ashr exact i136 %302, 105, !dbg !340
  %304 = trunc nsw i136 %303 to i32, !dbg !340
  %305 = lshr i136 %301, 31, !dbg !341
  %306 = trunc i136 %305 to i32, !dbg !341
  %307 = and i32 %306, 536870911, !dbg !341
  %308 = shl i136 %301, 46, !dbg !342
  %309 = ashr i136 %308, 106, !dbg !342
  %310 = trunc nsw i136 %309 to i32, !dbg !342
  %311 = lshr i136 %301, 90, !dbg !343
  %312 = trunc i136 %311 to i32, !dbg !343
  %313 = and i32 %312, 134217727, !dbg !343
  %314 = ashr i136 %301, 117, !dbg !344
  %315 = trunc nsw i136 %314 to i32, !dbg !344
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i32 noundef %304, i32 noundef %307, i32 noundef %310, i32 noundef %313, i32 noundef %315), !dbg !345
    #dbg_value(i136 %303, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !346)
  %317 = load i32, ptr @crc, align 4, !dbg !348, !tbaa !157
  %318 = mul i32 %317, 31, !dbg !349
  %319 = add i32 %318, %304, !dbg !350
  %320 = lshr i136 %303, 32, !dbg !351
  %321 = trunc i136 %320 to i32, !dbg !351
  %322 = xor i32 %319, %321, !dbg !352
    #dbg_value(i136 %301, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !353)
  %323 = mul i32 %322, 31, !dbg !355
  %324 = add i32 %323, %307, !dbg !356
    #dbg_value(i136 %309, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !357)
  %325 = mul i32 %324, 31, !dbg !359
  %326 = add i32 %325, %310, !dbg !360
  %327 = lshr i136 %309, 32, !dbg !361
  %328 = trunc i136 %327 to i32, !dbg !361
  %329 = xor i32 %326, %328, !dbg !362
    #dbg_value(i136 %311, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !363)
  %330 = mul i32 %329, 31, !dbg !365
  %331 = add i32 %330, %313, !dbg !366
    #dbg_value(i136 %314, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !367)
  %332 = mul i32 %331, 31, !dbg !369
  %333 = add i32 %332, %315, !dbg !370
  %334 = lshr i136 %314, 32, !dbg !371
  %335 = trunc i136 %334 to i32, !dbg !371
  %336 = xor i32 %333, %335, !dbg !372
  store i32 %336, ptr @crc, align 4, !dbg !372, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #3, !dbg !373
  %337 = add nuw nsw i64 %297, 1, !dbg !374
    #dbg_value(i64 %337, !119, !DIExpression(), !333)
  %338 = icmp eq i64 %337, 3, !dbg !375
  br i1 %338, label %133, label %296, !dbg !376, !llvm.loop !377
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !379 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !388 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_bitfields_wide.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "413c327a85f2792cc42e7f2e4130252a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "arr", scope: !14, file: !2, line: 37, type: !104, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !26, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !19, !24}
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !16)
!26 = !{!0, !7, !27, !32, !37, !42, !47, !52, !57, !12, !62, !64, !69, !79, !91}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 47)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 41)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 33)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 34)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 15)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 11)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "crc", scope: !14, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 30)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "g1", scope: !14, file: !2, line: 34, type: !71, isLocal: true, isDefinition: true)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s136", file: !2, line: 9, size: 136, align: 8, elements: !72)
!72 = !{!73, !75, !76, !77, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 10, baseType: !74, size: 31, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 11, baseType: !16, size: 29, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !71, file: !2, line: 12, baseType: !74, size: 30, offset: 60, flags: DIFlagBitField, extraData: i64 0)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !2, line: 13, baseType: !16, size: 27, offset: 90, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !71, file: !2, line: 14, baseType: !74, size: 19, offset: 117, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "g2", scope: !14, file: !2, line: 35, type: !81, isLocal: true, isDefinition: true)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s168", file: !2, line: 16, size: 176, align: 8, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88, !89, !90}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !81, file: !2, line: 17, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !2, line: 18, baseType: !16, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !81, file: !2, line: 19, baseType: !74, size: 32, offset: 15, flags: DIFlagBitField, extraData: i64 8)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !81, file: !2, line: 20, baseType: !16, size: 32, offset: 47, flags: DIFlagBitField, extraData: i64 8)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !81, file: !2, line: 21, baseType: !74, size: 32, offset: 79, flags: DIFlagBitField, extraData: i64 8)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "j", scope: !81, file: !2, line: 22, baseType: !16, size: 32, offset: 111, flags: DIFlagBitField, extraData: i64 8)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !81, file: !2, line: 23, baseType: !74, size: 32, offset: 143, flags: DIFlagBitField, extraData: i64 8)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !81, file: !2, line: 24, baseType: !16, size: 1, offset: 175, flags: DIFlagBitField, extraData: i64 8)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "g3", scope: !14, file: !2, line: 36, type: !93, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s200", file: !2, line: 26, size: 200, align: 8, elements: !95)
!95 = !{!96, !97, !102, !103}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !94, file: !2, line: 27, baseType: !19, size: 63, flags: DIFlagBitField, extraData: i64 0)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !94, file: !2, line: 28, baseType: !98, size: 63, offset: 63, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !22, line: 44, baseType: !101)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !94, file: !2, line: 29, baseType: !19, size: 63, offset: 126, flags: DIFlagBitField, extraData: i64 0)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !94, file: !2, line: 30, baseType: !98, size: 11, offset: 189, flags: DIFlagBitField, extraData: i64 0)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 408, elements: !5)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !114, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!74}
!116 = !{!117, !119, !121, !124, !125, !126}
!117 = !DILocalVariable(name: "n", scope: !118, file: !2, line: 58, type: !74)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 58, column: 5)
!119 = !DILocalVariable(name: "n", scope: !120, file: !2, line: 65, type: !74)
!120 = distinct !DILexicalBlock(scope: !113, file: !2, line: 65, column: 5)
!121 = !DILocalVariable(name: "name", scope: !122, file: !2, line: 66, type: !29)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 65, column: 33)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 65, column: 5)
!124 = !DILocalVariable(name: "lt", scope: !113, file: !2, line: 88, type: !74)
!125 = !DILocalVariable(name: "eq", scope: !113, file: !2, line: 88, type: !74)
!126 = !DILocalVariable(name: "ge", scope: !113, file: !2, line: 88, type: !74)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !122)
!129 = !DILocation(line: 51, column: 5, scope: !113)
!130 = !{!131, !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocalVariable(name: "s", arg: 2, scope: !134, file: !2, line: 45, type: !71)
!134 = distinct !DISubprogram(name: "dump136", scope: !2, file: !2, line: 45, type: !135, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !137, !71}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = !{!140, !133}
!140 = !DILocalVariable(name: "name", arg: 1, scope: !134, file: !2, line: 45, type: !137)
!141 = !DILocation(line: 0, scope: !134, inlinedAt: !142)
!142 = distinct !DILocation(line: 51, column: 5, scope: !113)
!143 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !142)
!144 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !142)
!145 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !142)
!146 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !142)
!147 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !142)
!148 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !142)
!149 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 40, type: !19)
!150 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 40, type: !151, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !19}
!153 = !{!149}
!154 = !DILocation(line: 0, scope: !150, inlinedAt: !155)
!155 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !142)
!156 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !155)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !131, i64 0}
!159 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !155)
!160 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !155)
!161 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !155)
!162 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !155)
!163 = !DILocation(line: 0, scope: !150, inlinedAt: !164)
!164 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !142)
!165 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !164)
!166 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !164)
!167 = !DILocation(line: 0, scope: !150, inlinedAt: !168)
!168 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !142)
!169 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !168)
!170 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !168)
!171 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !168)
!172 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !150, inlinedAt: !174)
!174 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !142)
!175 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !174)
!176 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !174)
!177 = !DILocation(line: 0, scope: !150, inlinedAt: !178)
!178 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !142)
!179 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !178)
!180 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !178)
!181 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !178)
!182 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !178)
!183 = !DILocation(line: 52, column: 15, scope: !113)
!184 = !DILocation(line: 52, column: 17, scope: !113)
!185 = !DILocation(line: 52, column: 21, scope: !113)
!186 = !DILocation(line: 53, column: 10, scope: !113)
!187 = !DILocation(line: 54, column: 16, scope: !113)
!188 = !DILocation(line: 54, column: 12, scope: !113)
!189 = !DILocation(line: 54, column: 10, scope: !113)
!190 = !DILocation(line: 55, column: 10, scope: !113)
!191 = !DILocation(line: 56, column: 15, scope: !113)
!192 = !DILocation(line: 56, column: 17, scope: !113)
!193 = !DILocation(line: 56, column: 10, scope: !113)
!194 = !DILocation(line: 0, scope: !134, inlinedAt: !195)
!195 = distinct !DILocation(line: 57, column: 5, scope: !113)
!196 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !195)
!197 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !195)
!198 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !195)
!199 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !195)
!200 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !195)
!201 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !195)
!202 = !DILocation(line: 0, scope: !150, inlinedAt: !203)
!203 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !195)
!204 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !203)
!205 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !203)
!206 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !203)
!207 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !203)
!208 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !203)
!209 = !DILocation(line: 0, scope: !150, inlinedAt: !210)
!210 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !195)
!211 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !210)
!212 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !150, inlinedAt: !214)
!214 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !195)
!215 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !214)
!216 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !214)
!217 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !214)
!218 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !214)
!219 = !DILocation(line: 0, scope: !150, inlinedAt: !220)
!220 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !195)
!221 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !220)
!222 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !150, inlinedAt: !224)
!224 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !195)
!225 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !224)
!226 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !224)
!227 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !224)
!228 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !224)
!229 = !DILocation(line: 0, scope: !118)
!230 = !DILocation(line: 58, column: 5, scope: !118)
!231 = !DILocation(line: 59, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 58, column: 33)
!233 = distinct !DILexicalBlock(scope: !118, file: !2, line: 58, column: 5)
!234 = !DILocation(line: 60, column: 33, scope: !232)
!235 = !DILocation(line: 60, column: 18, scope: !232)
!236 = !DILocation(line: 61, column: 18, scope: !232)
!237 = !DILocation(line: 62, column: 29, scope: !232)
!238 = !DILocation(line: 62, column: 18, scope: !232)
!239 = !DILocation(line: 63, column: 23, scope: !232)
!240 = !DILocation(line: 63, column: 18, scope: !232)
!241 = !DILocation(line: 58, column: 29, scope: !233)
!242 = !DILocation(line: 58, column: 23, scope: !233)
!243 = distinct !{!243, !230, !244, !245, !246}
!244 = !DILocation(line: 64, column: 5, scope: !118)
!245 = !{!"llvm.loop.mustprogress"}
!246 = !{!"llvm.loop.unroll.disable"}
!247 = !DILocation(line: 70, column: 66, scope: !113)
!248 = !{!249, !131, i64 0}
!249 = !{!"s168", !131, i64 0, !158, i64 1, !158, i64 1, !158, i64 5, !158, i64 9, !158, i64 13, !158, i64 17, !158, i64 21}
!250 = !DILocation(line: 70, column: 63, scope: !113)
!251 = !DILocation(line: 70, column: 74, scope: !113)
!252 = !DILocation(line: 70, column: 80, scope: !113)
!253 = !DILocation(line: 70, column: 86, scope: !113)
!254 = !DILocation(line: 70, column: 92, scope: !113)
!255 = !DILocation(line: 71, column: 15, scope: !113)
!256 = !DILocation(line: 71, column: 21, scope: !113)
!257 = !DILocation(line: 71, column: 27, scope: !113)
!258 = !DILocation(line: 70, column: 5, scope: !113)
!259 = !DILocation(line: 72, column: 16, scope: !113)
!260 = !DILocation(line: 72, column: 18, scope: !113)
!261 = !DILocation(line: 73, column: 15, scope: !113)
!262 = !DILocation(line: 73, column: 17, scope: !113)
!263 = !DILocation(line: 73, column: 10, scope: !113)
!264 = !DILocation(line: 74, column: 15, scope: !113)
!265 = !DILocation(line: 74, column: 17, scope: !113)
!266 = !DILocation(line: 74, column: 10, scope: !113)
!267 = !DILocation(line: 75, column: 15, scope: !113)
!268 = !DILocation(line: 75, column: 17, scope: !113)
!269 = !DILocation(line: 75, column: 10, scope: !113)
!270 = !DILocation(line: 76, column: 10, scope: !113)
!271 = !DILocation(line: 77, column: 84, scope: !113)
!272 = !DILocation(line: 77, column: 90, scope: !113)
!273 = !DILocation(line: 78, column: 15, scope: !113)
!274 = !DILocation(line: 77, column: 5, scope: !113)
!275 = !DILocation(line: 79, column: 72, scope: !113)
!276 = !DILocation(line: 79, column: 89, scope: !113)
!277 = !DILocation(line: 80, column: 35, scope: !113)
!278 = !DILocation(line: 80, column: 52, scope: !113)
!279 = !DILocation(line: 79, column: 5, scope: !113)
!280 = !DILocation(line: 81, column: 15, scope: !113)
!281 = !DILocation(line: 81, column: 17, scope: !113)
!282 = !DILocation(line: 81, column: 10, scope: !113)
!283 = !DILocation(line: 82, column: 15, scope: !113)
!284 = !DILocation(line: 82, column: 17, scope: !113)
!285 = !DILocation(line: 82, column: 10, scope: !113)
!286 = !DILocation(line: 83, column: 15, scope: !113)
!287 = !DILocation(line: 83, column: 10, scope: !113)
!288 = !DILocation(line: 84, column: 15, scope: !113)
!289 = !DILocation(line: 84, column: 12, scope: !113)
!290 = !DILocation(line: 84, column: 17, scope: !113)
!291 = !DILocation(line: 84, column: 10, scope: !113)
!292 = !DILocation(line: 85, column: 73, scope: !113)
!293 = !DILocation(line: 85, column: 90, scope: !113)
!294 = !DILocation(line: 86, column: 35, scope: !113)
!295 = !DILocation(line: 86, column: 52, scope: !113)
!296 = !DILocation(line: 85, column: 5, scope: !113)
!297 = !DILocation(line: 88, column: 17, scope: !113)
!298 = !DILocation(line: 88, column: 28, scope: !113)
!299 = !DILocation(line: 88, column: 19, scope: !113)
!300 = !DILocation(line: 0, scope: !113)
!301 = !DILocation(line: 88, column: 43, scope: !113)
!302 = !DILocation(line: 88, column: 45, scope: !113)
!303 = !DILocation(line: 88, column: 59, scope: !113)
!304 = !DILocation(line: 88, column: 56, scope: !113)
!305 = !DILocation(line: 88, column: 61, scope: !113)
!306 = !DILocation(line: 89, column: 5, scope: !113)
!307 = !DILocation(line: 90, column: 12, scope: !113)
!308 = !DILocation(line: 0, scope: !150, inlinedAt: !309)
!309 = distinct !DILocation(line: 90, column: 5, scope: !113)
!310 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !309)
!311 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !309)
!312 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !309)
!313 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !309)
!314 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !309)
!315 = !DILocation(line: 90, column: 23, scope: !113)
!316 = !DILocation(line: 0, scope: !150, inlinedAt: !317)
!317 = distinct !DILocation(line: 90, column: 16, scope: !113)
!318 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !317)
!319 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !317)
!320 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !317)
!321 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !317)
!322 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !317)
!323 = !DILocation(line: 90, column: 44, scope: !113)
!324 = !DILocation(line: 0, scope: !150, inlinedAt: !325)
!325 = distinct !DILocation(line: 90, column: 27, scope: !113)
!326 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !325)
!327 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !325)
!328 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !325)
!329 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !325)
!330 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !325)
!331 = !DILocation(line: 91, column: 5, scope: !113)
!332 = !DILocation(line: 92, column: 5, scope: !113)
!333 = !DILocation(line: 0, scope: !120)
!334 = !DILocation(line: 66, column: 9, scope: !122)
!335 = !DILocation(line: 67, column: 9, scope: !122)
!336 = !DILocation(line: 68, column: 23, scope: !122)
!337 = !DILocation(line: 68, column: 9, scope: !122)
!338 = !DILocation(line: 0, scope: !134, inlinedAt: !339)
!339 = distinct !DILocation(line: 68, column: 9, scope: !122)
!340 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !339)
!341 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !339)
!342 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !339)
!343 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !339)
!344 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !339)
!345 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !339)
!346 = !DILocation(line: 0, scope: !150, inlinedAt: !347)
!347 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !339)
!348 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !347)
!349 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !347)
!350 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !347)
!351 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !347)
!352 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !347)
!353 = !DILocation(line: 0, scope: !150, inlinedAt: !354)
!354 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !339)
!355 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !354)
!356 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !150, inlinedAt: !358)
!358 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !339)
!359 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !358)
!360 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !358)
!361 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !358)
!362 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !358)
!363 = !DILocation(line: 0, scope: !150, inlinedAt: !364)
!364 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !339)
!365 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !364)
!366 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !364)
!367 = !DILocation(line: 0, scope: !150, inlinedAt: !368)
!368 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !339)
!369 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !368)
!370 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !368)
!371 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !368)
!372 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !368)
!373 = !DILocation(line: 69, column: 5, scope: !123)
!374 = !DILocation(line: 65, column: 29, scope: !123)
!375 = !DILocation(line: 65, column: 23, scope: !123)
!376 = !DILocation(line: 65, column: 5, scope: !120)
!377 = distinct !{!377, !376, !378, !245, !246}
!378 = !DILocation(line: 69, column: 5, scope: !120)
!379 = !DISubprogram(name: "snprintf", scope: !380, file: !380, line: 378, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!381 = !DISubroutineType(types: !382)
!382 = !{!74, !383, !385, !387, null}
!383 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !386, line: 18, baseType: !23)
!386 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!387 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!388 = !DISubprogram(name: "printf", scope: !380, file: !380, line: 356, type: !389, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!74, !387, null}
