; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1, !dbg !37
@__const.main.texts = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [34 x i8] c"'%s' -> '%s' (%zu) -> '%s' ok=%d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"len 21: %s (%zu chars)\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [30 x i8] c"binary round trips ok: %d/15\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$=\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"====\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [5 x i8] c"QQ==\00", align 1, !dbg !63
@__const.main.bad = private unnamed_addr constant [4 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str.15 = private unnamed_addr constant [20 x i8] c"decode '%s' -> %ld\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [33 x i8] c"700 bytes -> %zu chars, hash %u\0A\00", align 1, !dbg !70
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16, !dbg !75
@.str.17 = private unnamed_addr constant [7 x i8] c"%04zx:\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !92

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !108 {
    #dbg_assign(i1 undef, !112, !DIExpression(), !158, ptr @__const.main.texts, !DIExpression(), !159)
  %1 = alloca [256 x i8], align 16, !DIAssignID !160
    #dbg_assign(i1 undef, !117, !DIExpression(), !160, ptr %1, !DIExpression(), !159)
  %2 = alloca [256 x i8], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !121, !DIExpression(), !161, ptr %2, !DIExpression(), !159)
  %3 = alloca [100 x i8], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !129, !DIExpression(), !162, ptr %3, !DIExpression(), !159)
    #dbg_assign(i1 undef, !142, !DIExpression(), !163, ptr @__const.main.bad, !DIExpression(), !159)
    #dbg_assign(i1 undef, !112, !DIExpression(), !164, ptr @__const.main.texts, !DIExpression(), !159)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10, !dbg !165
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !166
    #dbg_value(i32 0, !123, !DIExpression(), !167)
  br label %5, !dbg !168

4:                                                ; preds = %81
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #10, !dbg !169
    #dbg_value(i32 0, !133, !DIExpression(), !170)
  br label %90, !dbg !171

5:                                                ; preds = %0, %81
  %6 = phi i64 [ 0, %0 ], [ %85, %81 ]
    #dbg_value(i64 %6, !123, !DIExpression(), !167)
  %7 = getelementptr inbounds [8 x ptr], ptr @__const.main.texts, i64 0, i64 %6, !dbg !172
  %8 = load ptr, ptr %7, align 8, !dbg !172, !tbaa !173
  %9 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #11, !dbg !177
    #dbg_value(ptr %8, !178, !DIExpression(), !191)
    #dbg_value(i64 %9, !183, !DIExpression(), !191)
    #dbg_value(ptr %1, !184, !DIExpression(), !191)
    #dbg_value(i64 0, !185, !DIExpression(), !191)
    #dbg_value(i64 0, !186, !DIExpression(), !193)
  %10 = icmp eq i64 %9, 0, !dbg !194
  br i1 %10, label %70, label %11, !dbg !195

11:                                               ; preds = %5, %64
  %12 = phi i64 [ %68, %64 ], [ 0, %5 ]
  %13 = phi i64 [ %66, %64 ], [ 0, %5 ]
    #dbg_value(i64 %12, !186, !DIExpression(), !193)
    #dbg_value(i64 %13, !185, !DIExpression(), !191)
  %14 = getelementptr inbounds i8, ptr %8, i64 %12, !dbg !196
  %15 = load i8, ptr %14, align 1, !dbg !196, !tbaa !197
  %16 = zext i8 %15 to i32, !dbg !198
  %17 = shl nuw nsw i32 %16, 16, !dbg !199
    #dbg_value(i32 %17, !188, !DIExpression(), !200)
  %18 = add nuw i64 %12, 1, !dbg !201
  %19 = icmp ult i64 %18, %9, !dbg !203
  br i1 %19, label %20, label %26, !dbg !204

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %8, i64 %18, !dbg !205
  %22 = load i8, ptr %21, align 1, !dbg !205, !tbaa !197
  %23 = zext i8 %22 to i32, !dbg !206
  %24 = shl nuw nsw i32 %23, 8, !dbg !207
  %25 = or disjoint i32 %24, %17, !dbg !208
    #dbg_value(i32 %25, !188, !DIExpression(), !200)
  br label %26, !dbg !209

26:                                               ; preds = %20, %11
  %27 = phi i32 [ %25, %20 ], [ %17, %11 ], !dbg !200
    #dbg_value(i32 %27, !188, !DIExpression(), !200)
  %28 = add i64 %12, 2, !dbg !210
  %29 = icmp ult i64 %28, %9, !dbg !212
  br i1 %29, label %30, label %35, !dbg !213

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %8, i64 %28, !dbg !214
  %32 = load i8, ptr %31, align 1, !dbg !214, !tbaa !197
  %33 = zext i8 %32 to i32, !dbg !214
  %34 = or i32 %27, %33, !dbg !215
    #dbg_value(i32 %34, !188, !DIExpression(), !200)
  br label %35, !dbg !216

35:                                               ; preds = %30, %26
  %36 = phi i32 [ %34, %30 ], [ %27, %26 ], !dbg !200
    #dbg_value(i32 %36, !188, !DIExpression(), !200)
  %37 = lshr i32 %36, 18, !dbg !217
  %38 = and i32 %37, 63, !dbg !218
  %39 = zext nneg i32 %38 to i64, !dbg !219
  %40 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %39, !dbg !219
  %41 = load i8, ptr %40, align 1, !dbg !219, !tbaa !197
    #dbg_value(i64 %13, !185, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !191)
  %42 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !220
  store i8 %41, ptr %42, align 4, !dbg !221, !tbaa !197
  %43 = lshr i32 %36, 12, !dbg !222
  %44 = and i32 %43, 63, !dbg !223
  %45 = zext nneg i32 %44 to i64, !dbg !224
  %46 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %45, !dbg !224
  %47 = load i8, ptr %46, align 1, !dbg !224, !tbaa !197
    #dbg_value(i64 %13, !185, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !191)
  %48 = getelementptr i8, ptr %42, i64 1, !dbg !225
  store i8 %47, ptr %48, align 1, !dbg !226, !tbaa !197
  br i1 %19, label %49, label %55, !dbg !227

49:                                               ; preds = %35
  %50 = lshr i32 %36, 6, !dbg !228
  %51 = and i32 %50, 63, !dbg !229
  %52 = zext nneg i32 %51 to i64, !dbg !230
  %53 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %52, !dbg !230
  %54 = load i8, ptr %53, align 1, !dbg !230, !tbaa !197
  br label %55, !dbg !227

55:                                               ; preds = %49, %35
  %56 = phi i8 [ %54, %49 ], [ 61, %35 ], !dbg !227
  %57 = or disjoint i64 %13, 3, !dbg !231
    #dbg_value(i64 %57, !185, !DIExpression(), !191)
  %58 = getelementptr i8, ptr %42, i64 2, !dbg !232
  store i8 %56, ptr %58, align 2, !dbg !233, !tbaa !197
  br i1 %29, label %59, label %64, !dbg !234

59:                                               ; preds = %55
  %60 = and i32 %36, 63, !dbg !235
  %61 = zext nneg i32 %60 to i64, !dbg !236
  %62 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %61, !dbg !236
  %63 = load i8, ptr %62, align 1, !dbg !236, !tbaa !197
  br label %64, !dbg !234

64:                                               ; preds = %59, %55
  %65 = phi i8 [ %63, %59 ], [ 61, %55 ], !dbg !234
  %66 = add i64 %13, 4, !dbg !237
    #dbg_value(i64 %66, !185, !DIExpression(), !191)
  %67 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !238
  store i8 %65, ptr %67, align 1, !dbg !239, !tbaa !197
  %68 = add i64 %12, 3, !dbg !240
    #dbg_value(i64 %68, !186, !DIExpression(), !193)
  %69 = icmp ult i64 %68, %9, !dbg !194
  br i1 %69, label %11, label %70, !dbg !195, !llvm.loop !241

70:                                               ; preds = %64, %5
  %71 = phi i64 [ 0, %5 ], [ %66, %64 ], !dbg !191
  %72 = getelementptr inbounds i8, ptr %1, i64 %71, !dbg !245
  store i8 0, ptr %72, align 1, !dbg !246, !tbaa !197
    #dbg_value(i64 %71, !125, !DIExpression(), !247)
  %73 = call fastcc i64 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !248
    #dbg_value(i64 %73, !128, !DIExpression(), !247)
  %74 = call i64 @llvm.smax.i64(i64 %73, i64 0), !dbg !249
  %75 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 %74, !dbg !250
  store i8 0, ptr %75, align 1, !dbg !251, !tbaa !197
  %76 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #11, !dbg !252
  %77 = icmp eq i64 %73, %76, !dbg !253
  br i1 %77, label %78, label %81, !dbg !254

78:                                               ; preds = %70
  %79 = call i32 @bcmp(ptr nonnull %2, ptr %8, i64 %73), !dbg !255
  %80 = icmp eq i32 %79, 0, !dbg !256
  br label %81

81:                                               ; preds = %78, %70
  %82 = phi i1 [ false, %70 ], [ %80, %78 ], !dbg !247
  %83 = zext i1 %82 to i32, !dbg !254
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %8, ptr noundef nonnull %1, i64 noundef %71, ptr noundef nonnull %2, i32 noundef %83), !dbg !257
  %85 = add nuw nsw i64 %6, 1, !dbg !258
    #dbg_value(i64 %85, !123, !DIExpression(), !167)
  %86 = icmp eq i64 %85, 8, !dbg !259
  br i1 %86, label %4, label %5, !dbg !168, !llvm.loop !260

87:                                               ; preds = %90
  %88 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !262
  store i8 0, ptr %88, align 1, !dbg !263, !tbaa !197, !DIAssignID !264
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !264, ptr %88, !DIExpression(), !159)
  %89 = getelementptr inbounds i8, ptr %3, i64 50, !dbg !265
  store i8 -1, ptr %89, align 2, !dbg !266, !tbaa !197, !DIAssignID !267
    #dbg_assign(i8 -1, !129, !DIExpression(DW_OP_LLVM_fragment, 400, 8), !267, ptr %89, !DIExpression(), !159)
    #dbg_value(i32 0, !135, !DIExpression(), !159)
    #dbg_value(i64 0, !136, !DIExpression(), !268)
  br label %116, !dbg !269

90:                                               ; preds = %4, %90
  %91 = phi i64 [ 0, %4 ], [ %96, %90 ]
    #dbg_value(i64 %91, !133, !DIExpression(), !170)
  %92 = trunc i64 %91 to i8, !dbg !270
  %93 = mul i8 %92, 37, !dbg !270
  %94 = add i8 %93, 11, !dbg !270
  %95 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 %91, !dbg !272
  store i8 %94, ptr %95, align 1, !dbg !273, !tbaa !197
  %96 = add nuw nsw i64 %91, 1, !dbg !274
    #dbg_value(i64 %96, !133, !DIExpression(), !170)
  %97 = icmp eq i64 %96, 100, !dbg !275
  br i1 %97, label %87, label %90, !dbg !171, !llvm.loop !276

98:                                               ; preds = %194
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %190), !dbg !278
    #dbg_value(ptr %3, !279, !DIExpression(), !291)
    #dbg_value(i64 40, !284, !DIExpression(), !291)
    #dbg_value(i64 0, !285, !DIExpression(), !293)
  br label %100, !dbg !294

100:                                              ; preds = %105, %98
  %101 = phi i64 [ 0, %98 ], [ %103, %105 ]
    #dbg_value(i64 %101, !285, !DIExpression(), !293)
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %101), !dbg !295
    #dbg_value(i64 %101, !287, !DIExpression(), !296)
  %103 = add nuw nsw i64 %101, 16
  %104 = call i64 @llvm.umin.i64(i64 %103, i64 40), !dbg !297
    #dbg_value(i64 %101, !287, !DIExpression(), !296)
  br label %108, !dbg !298

105:                                              ; preds = %108
  %106 = call i32 @putchar(i32 10), !dbg !299
    #dbg_value(i64 %103, !285, !DIExpression(), !293)
  %107 = icmp ult i64 %101, 24, !dbg !300
  br i1 %107, label %100, label %200, !dbg !294, !llvm.loop !301

108:                                              ; preds = %108, %100
  %109 = phi i64 [ %114, %108 ], [ %101, %100 ]
    #dbg_value(i64 %109, !287, !DIExpression(), !296)
  %110 = getelementptr inbounds i8, ptr %3, i64 %109, !dbg !303
  %111 = load i8, ptr %110, align 1, !dbg !303, !tbaa !197
  %112 = zext i8 %111 to i32, !dbg !303
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %112), !dbg !305
  %114 = add nuw nsw i64 %109, 1, !dbg !306
    #dbg_value(i64 %114, !287, !DIExpression(), !296)
  %115 = icmp ult i64 %114, %104, !dbg !307
  br i1 %115, label %108, label %105, !dbg !298, !llvm.loop !308

116:                                              ; preds = %87, %194
  %117 = phi i32 [ 0, %87 ], [ %190, %194 ]
  %118 = phi i64 [ 0, %87 ], [ %195, %194 ]
    #dbg_value(i32 %117, !135, !DIExpression(), !159)
    #dbg_value(i64 %118, !136, !DIExpression(), !268)
    #dbg_value(ptr %3, !178, !DIExpression(), !310)
    #dbg_value(i64 %118, !183, !DIExpression(), !310)
    #dbg_value(ptr %1, !184, !DIExpression(), !310)
    #dbg_value(i64 0, !185, !DIExpression(), !310)
    #dbg_value(i64 0, !186, !DIExpression(), !312)
  %119 = icmp eq i64 %118, 0, !dbg !313
  br i1 %119, label %179, label %120, !dbg !314

120:                                              ; preds = %116, %173
  %121 = phi i64 [ %177, %173 ], [ 0, %116 ]
  %122 = phi i64 [ %175, %173 ], [ 0, %116 ]
    #dbg_value(i64 %121, !186, !DIExpression(), !312)
    #dbg_value(i64 %122, !185, !DIExpression(), !310)
  %123 = getelementptr inbounds i8, ptr %3, i64 %121, !dbg !315
  %124 = load i8, ptr %123, align 1, !dbg !315, !tbaa !197
  %125 = zext i8 %124 to i32, !dbg !316
  %126 = shl nuw nsw i32 %125, 16, !dbg !317
    #dbg_value(i32 %126, !188, !DIExpression(), !318)
  %127 = add nuw nsw i64 %121, 1, !dbg !319
  %128 = icmp ult i64 %127, %118, !dbg !320
  br i1 %128, label %129, label %135, !dbg !321

129:                                              ; preds = %120
  %130 = getelementptr inbounds i8, ptr %3, i64 %127, !dbg !322
  %131 = load i8, ptr %130, align 1, !dbg !322, !tbaa !197
  %132 = zext i8 %131 to i32, !dbg !323
  %133 = shl nuw nsw i32 %132, 8, !dbg !324
  %134 = or disjoint i32 %133, %126, !dbg !325
    #dbg_value(i32 %134, !188, !DIExpression(), !318)
  br label %135, !dbg !326

135:                                              ; preds = %129, %120
  %136 = phi i32 [ %134, %129 ], [ %126, %120 ], !dbg !318
    #dbg_value(i32 %136, !188, !DIExpression(), !318)
  %137 = add nuw nsw i64 %121, 2, !dbg !327
  %138 = icmp ult i64 %137, %118, !dbg !328
  br i1 %138, label %139, label %144, !dbg !329

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %3, i64 %137, !dbg !330
  %141 = load i8, ptr %140, align 1, !dbg !330, !tbaa !197
  %142 = zext i8 %141 to i32, !dbg !330
  %143 = or i32 %136, %142, !dbg !331
    #dbg_value(i32 %143, !188, !DIExpression(), !318)
  br label %144, !dbg !332

144:                                              ; preds = %139, %135
  %145 = phi i32 [ %143, %139 ], [ %136, %135 ], !dbg !318
    #dbg_value(i32 %145, !188, !DIExpression(), !318)
  %146 = lshr i32 %145, 18, !dbg !333
  %147 = and i32 %146, 63, !dbg !334
  %148 = zext nneg i32 %147 to i64, !dbg !335
  %149 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %148, !dbg !335
  %150 = load i8, ptr %149, align 1, !dbg !335, !tbaa !197
    #dbg_value(i64 %122, !185, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !310)
  %151 = getelementptr inbounds i8, ptr %1, i64 %122, !dbg !336
  store i8 %150, ptr %151, align 4, !dbg !337, !tbaa !197
  %152 = lshr i32 %145, 12, !dbg !338
  %153 = and i32 %152, 63, !dbg !339
  %154 = zext nneg i32 %153 to i64, !dbg !340
  %155 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %154, !dbg !340
  %156 = load i8, ptr %155, align 1, !dbg !340, !tbaa !197
    #dbg_value(i64 %122, !185, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !310)
  %157 = getelementptr i8, ptr %151, i64 1, !dbg !341
  store i8 %156, ptr %157, align 1, !dbg !342, !tbaa !197
  br i1 %128, label %158, label %164, !dbg !343

158:                                              ; preds = %144
  %159 = lshr i32 %145, 6, !dbg !344
  %160 = and i32 %159, 63, !dbg !345
  %161 = zext nneg i32 %160 to i64, !dbg !346
  %162 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %161, !dbg !346
  %163 = load i8, ptr %162, align 1, !dbg !346, !tbaa !197
  br label %164, !dbg !343

164:                                              ; preds = %158, %144
  %165 = phi i8 [ %163, %158 ], [ 61, %144 ], !dbg !343
  %166 = or disjoint i64 %122, 3, !dbg !347
    #dbg_value(i64 %166, !185, !DIExpression(), !310)
  %167 = getelementptr i8, ptr %151, i64 2, !dbg !348
  store i8 %165, ptr %167, align 2, !dbg !349, !tbaa !197
  br i1 %138, label %168, label %173, !dbg !350

168:                                              ; preds = %164
  %169 = and i32 %145, 63, !dbg !351
  %170 = zext nneg i32 %169 to i64, !dbg !352
  %171 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %170, !dbg !352
  %172 = load i8, ptr %171, align 1, !dbg !352, !tbaa !197
  br label %173, !dbg !350

173:                                              ; preds = %168, %164
  %174 = phi i8 [ %172, %168 ], [ 61, %164 ], !dbg !350
  %175 = add nuw nsw i64 %122, 4, !dbg !353
    #dbg_value(i64 %175, !185, !DIExpression(), !310)
  %176 = getelementptr inbounds i8, ptr %1, i64 %166, !dbg !354
  store i8 %174, ptr %176, align 1, !dbg !355, !tbaa !197
  %177 = add nuw nsw i64 %121, 3, !dbg !356
    #dbg_value(i64 %177, !186, !DIExpression(), !312)
  %178 = icmp ult i64 %177, %118, !dbg !313
  br i1 %178, label %120, label %179, !dbg !314, !llvm.loop !357

179:                                              ; preds = %173, %116
  %180 = phi i64 [ 0, %116 ], [ %175, %173 ], !dbg !310
  %181 = getelementptr inbounds i8, ptr %1, i64 %180, !dbg !359
  store i8 0, ptr %181, align 1, !dbg !360, !tbaa !197
    #dbg_value(i64 %180, !138, !DIExpression(), !361)
  %182 = call fastcc i64 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !362
    #dbg_value(i64 %182, !141, !DIExpression(), !361)
  %183 = icmp eq i64 %182, %118, !dbg !363
  br i1 %183, label %184, label %187, !dbg !364

184:                                              ; preds = %179
  %185 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %118), !dbg !365
  %186 = icmp eq i32 %185, 0, !dbg !366
  br label %187

187:                                              ; preds = %184, %179
  %188 = phi i1 [ false, %179 ], [ %186, %184 ], !dbg !361
  %189 = zext i1 %188 to i32, !dbg !364
  %190 = add nuw nsw i32 %117, %189, !dbg !367
    #dbg_value(i32 %190, !135, !DIExpression(), !159)
  %191 = icmp eq i64 %118, 21, !dbg !368
  br i1 %191, label %192, label %194, !dbg !370

192:                                              ; preds = %187
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i64 noundef %180), !dbg !371
  br label %194, !dbg !371

194:                                              ; preds = %192, %187
  %195 = add nuw nsw i64 %118, 7, !dbg !372
    #dbg_value(i32 %190, !135, !DIExpression(), !159)
    #dbg_value(i64 %195, !136, !DIExpression(), !268)
  %196 = icmp ult i64 %118, 94, !dbg !373
  br i1 %196, label %116, label %98, !dbg !269, !llvm.loop !374

197:                                              ; preds = %200
  %198 = call noalias dereferenceable_or_null(1000) ptr @malloc(i64 noundef 1000) #12, !dbg !376
    #dbg_value(ptr %198, !149, !DIExpression(), !159)
  %199 = call noalias dereferenceable_or_null(700) ptr @malloc(i64 noundef 700) #12, !dbg !377
    #dbg_value(ptr %199, !150, !DIExpression(), !159)
    #dbg_value(i32 0, !152, !DIExpression(), !378)
  br label %270, !dbg !379

200:                                              ; preds = %105, %200
  %201 = phi i64 [ %206, %200 ], [ 0, %105 ]
    #dbg_value(i64 %201, !144, !DIExpression(), !380)
  %202 = getelementptr inbounds [4 x ptr], ptr @__const.main.bad, i64 0, i64 %201, !dbg !381
  %203 = load ptr, ptr %202, align 8, !dbg !381, !tbaa !173
  %204 = call fastcc i64 @b64_decode(ptr noundef %203, ptr noundef nonnull %2), !dbg !382
    #dbg_value(i64 %204, !146, !DIExpression(), !383)
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %203, i64 noundef %204), !dbg !384
  %206 = add nuw nsw i64 %201, 1, !dbg !385
    #dbg_value(i64 %206, !144, !DIExpression(), !380)
  %207 = icmp eq i64 %206, 4, !dbg !386
  br i1 %207, label %197, label %200, !dbg !387, !llvm.loop !388

208:                                              ; preds = %270
  %209 = getelementptr i8, ptr %199, i64 1, !dbg !390
  %210 = getelementptr inbounds i8, ptr %199, i64 2, !dbg !390
  br label %211, !dbg !390

211:                                              ; preds = %208, %262
  %212 = phi i64 [ %266, %262 ], [ 0, %208 ]
  %213 = phi i64 [ %264, %262 ], [ 0, %208 ]
    #dbg_value(i64 %212, !186, !DIExpression(), !392)
    #dbg_value(i64 %213, !185, !DIExpression(), !393)
  %214 = getelementptr inbounds i8, ptr %199, i64 %212, !dbg !394
  %215 = load i8, ptr %214, align 1, !dbg !394, !tbaa !197
  %216 = zext i8 %215 to i32, !dbg !395
  %217 = shl nuw nsw i32 %216, 16, !dbg !396
    #dbg_value(i32 %217, !188, !DIExpression(), !397)
  %218 = icmp ult i64 %212, 699, !dbg !398
  br i1 %218, label %219, label %225, !dbg !399

219:                                              ; preds = %211
  %220 = getelementptr i8, ptr %209, i64 %212, !dbg !400
  %221 = load i8, ptr %220, align 1, !dbg !400, !tbaa !197
  %222 = zext i8 %221 to i32, !dbg !401
  %223 = shl nuw nsw i32 %222, 8, !dbg !402
  %224 = or disjoint i32 %223, %217, !dbg !403
    #dbg_value(i32 %224, !188, !DIExpression(), !397)
  br label %225, !dbg !404

225:                                              ; preds = %219, %211
  %226 = phi i32 [ %224, %219 ], [ %217, %211 ], !dbg !397
    #dbg_value(i32 %226, !188, !DIExpression(), !397)
  %227 = icmp ult i64 %212, 698, !dbg !405
  br i1 %227, label %228, label %233, !dbg !406

228:                                              ; preds = %225
  %229 = getelementptr inbounds i8, ptr %210, i64 %212, !dbg !407
  %230 = load i8, ptr %229, align 1, !dbg !407, !tbaa !197
  %231 = zext i8 %230 to i32, !dbg !407
  %232 = or i32 %226, %231, !dbg !408
    #dbg_value(i32 %232, !188, !DIExpression(), !397)
  br label %233, !dbg !409

233:                                              ; preds = %228, %225
  %234 = phi i32 [ %232, %228 ], [ %226, %225 ], !dbg !397
    #dbg_value(i32 %234, !188, !DIExpression(), !397)
  %235 = lshr i32 %234, 18, !dbg !410
  %236 = and i32 %235, 63, !dbg !411
  %237 = zext nneg i32 %236 to i64, !dbg !412
  %238 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %237, !dbg !412
  %239 = load i8, ptr %238, align 1, !dbg !412, !tbaa !197
    #dbg_value(i64 %213, !185, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !393)
  %240 = getelementptr inbounds i8, ptr %198, i64 %213, !dbg !413
  store i8 %239, ptr %240, align 1, !dbg !414, !tbaa !197
  %241 = lshr i32 %234, 12, !dbg !415
  %242 = and i32 %241, 63, !dbg !416
  %243 = zext nneg i32 %242 to i64, !dbg !417
  %244 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %243, !dbg !417
  %245 = load i8, ptr %244, align 1, !dbg !417, !tbaa !197
    #dbg_value(i64 %213, !185, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !393)
  %246 = getelementptr i8, ptr %240, i64 1, !dbg !418
  store i8 %245, ptr %246, align 1, !dbg !419, !tbaa !197
  br i1 %218, label %247, label %253, !dbg !420

247:                                              ; preds = %233
  %248 = lshr i32 %234, 6, !dbg !421
  %249 = and i32 %248, 63, !dbg !422
  %250 = zext nneg i32 %249 to i64, !dbg !423
  %251 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %250, !dbg !423
  %252 = load i8, ptr %251, align 1, !dbg !423, !tbaa !197
  br label %253, !dbg !420

253:                                              ; preds = %247, %233
  %254 = phi i8 [ %252, %247 ], [ 61, %233 ], !dbg !420
  %255 = or disjoint i64 %213, 3, !dbg !424
    #dbg_value(i64 %255, !185, !DIExpression(), !393)
  %256 = getelementptr i8, ptr %240, i64 2, !dbg !425
  store i8 %254, ptr %256, align 1, !dbg !426, !tbaa !197
  br i1 %227, label %257, label %262, !dbg !427

257:                                              ; preds = %253
  %258 = and i32 %234, 63, !dbg !428
  %259 = zext nneg i32 %258 to i64, !dbg !429
  %260 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %259, !dbg !429
  %261 = load i8, ptr %260, align 1, !dbg !429, !tbaa !197
  br label %262, !dbg !427

262:                                              ; preds = %257, %253
  %263 = phi i8 [ %261, %257 ], [ 61, %253 ], !dbg !427
  %264 = add nuw nsw i64 %213, 4, !dbg !430
    #dbg_value(i64 %264, !185, !DIExpression(), !393)
  %265 = getelementptr inbounds i8, ptr %198, i64 %255, !dbg !431
  store i8 %263, ptr %265, align 1, !dbg !432, !tbaa !197
  %266 = add nuw nsw i64 %212, 3, !dbg !433
    #dbg_value(i64 %266, !186, !DIExpression(), !392)
  %267 = icmp ult i64 %212, 697, !dbg !434
  br i1 %267, label %211, label %268, !dbg !390, !llvm.loop !435

268:                                              ; preds = %262
  %269 = getelementptr inbounds i8, ptr %198, i64 936, !dbg !437
  store i8 0, ptr %269, align 1, !dbg !438, !tbaa !197
    #dbg_value(i64 936, !154, !DIExpression(), !159)
    #dbg_value(i32 0, !155, !DIExpression(), !159)
    #dbg_value(i64 0, !156, !DIExpression(), !439)
  br label %282, !dbg !440

270:                                              ; preds = %197, %270
  %271 = phi i64 [ 0, %197 ], [ %278, %270 ]
    #dbg_value(i64 %271, !152, !DIExpression(), !378)
  %272 = trunc nuw nsw i64 %271 to i32, !dbg !441
  %273 = lshr i32 %272, 3, !dbg !441
  %274 = trunc nuw nsw i64 %271 to i32, !dbg !443
  %275 = xor i32 %273, %274, !dbg !443
  %276 = trunc i32 %275 to i8, !dbg !444
  %277 = getelementptr inbounds i8, ptr %199, i64 %271, !dbg !445
  store i8 %276, ptr %277, align 1, !dbg !446, !tbaa !197
  %278 = add nuw nsw i64 %271, 1, !dbg !447
    #dbg_value(i64 %278, !152, !DIExpression(), !378)
  %279 = icmp eq i64 %278, 700, !dbg !448
  br i1 %279, label %208, label %270, !dbg !379, !llvm.loop !449

280:                                              ; preds = %282
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 936, i32 noundef %289), !dbg !451
  call void @free(ptr noundef %198) #10, !dbg !452
  call void @free(ptr noundef %199) #10, !dbg !453
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #10, !dbg !454
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !454
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10, !dbg !454
  ret i32 0, !dbg !455

282:                                              ; preds = %268, %282
  %283 = phi i64 [ %290, %282 ], [ 0, %268 ]
  %284 = phi i32 [ %289, %282 ], [ 0, %268 ]
    #dbg_value(i64 %283, !156, !DIExpression(), !439)
    #dbg_value(i32 %284, !155, !DIExpression(), !159)
  %285 = mul i32 %284, 33, !dbg !456
  %286 = getelementptr inbounds i8, ptr %198, i64 %283, !dbg !458
  %287 = load i8, ptr %286, align 1, !dbg !458, !tbaa !197
  %288 = zext i8 %287 to i32, !dbg !459
  %289 = add i32 %285, %288, !dbg !460
    #dbg_value(i32 %289, !155, !DIExpression(), !159)
  %290 = add nuw nsw i64 %283, 1, !dbg !461
    #dbg_value(i64 %290, !156, !DIExpression(), !439)
  %291 = icmp eq i64 %290, 936, !dbg !462
  br i1 %291, label %280, label %282, !dbg !440, !llvm.loop !463
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !465 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @b64_decode(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !469 {
  %3 = alloca [4 x i32], align 16, !DIAssignID !486
    #dbg_assign(i1 undef, !479, !DIExpression(), !486, ptr %3, !DIExpression(), !487)
    #dbg_value(ptr %0, !473, !DIExpression(), !488)
    #dbg_value(ptr %1, !474, !DIExpression(), !488)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #11, !dbg !489
    #dbg_value(i64 %4, !475, !DIExpression(), !488)
  %5 = and i64 %4, 3, !dbg !490
  %6 = icmp eq i64 %5, 0, !dbg !490
  br i1 %6, label %7, label %81, !dbg !492

7:                                                ; preds = %2
    #dbg_value(i64 0, !477, !DIExpression(), !493)
    #dbg_value(i64 0, !476, !DIExpression(), !488)
  %8 = icmp eq i64 %4, 0, !dbg !494
  br i1 %8, label %81, label %9, !dbg !495

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %3, i64 4
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = getelementptr inbounds i8, ptr %3, i64 12
  br label %16, !dbg !495

13:                                               ; preds = %78
  %14 = add i64 %17, 4, !dbg !496
    #dbg_value(i64 %14, !477, !DIExpression(), !493)
    #dbg_value(i64 %14, !477, !DIExpression(), !493)
    #dbg_value(i64 %80, !476, !DIExpression(), !488)
  %15 = icmp ult i64 %14, %4, !dbg !494
  br i1 %15, label %16, label %81, !dbg !495, !llvm.loop !497

16:                                               ; preds = %9, %13
  %17 = phi i64 [ 0, %9 ], [ %14, %13 ]
  %18 = phi i64 [ 0, %9 ], [ %80, %13 ]
    #dbg_value(i64 %17, !477, !DIExpression(), !493)
    #dbg_value(i64 %18, !476, !DIExpression(), !488)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10, !dbg !499
    #dbg_value(i32 0, !483, !DIExpression(), !500)
  br label %23, !dbg !501

19:                                               ; preds = %40
  %20 = add nuw nsw i64 %24, 1, !dbg !502
    #dbg_value(i64 %20, !483, !DIExpression(), !500)
    #dbg_value(i32 poison, !483, !DIExpression(), !500)
  %21 = icmp ugt i64 %24, 2, !dbg !504
  %22 = icmp eq i64 %20, 4, !dbg !504
  br i1 %22, label %44, label %23, !dbg !501, !llvm.loop !505

23:                                               ; preds = %16, %19
  %24 = phi i64 [ 0, %16 ], [ %20, %19 ]
  %25 = phi i1 [ false, %16 ], [ %21, %19 ]
    #dbg_value(i64 %24, !483, !DIExpression(), !500)
  %26 = or disjoint i64 %17, %24, !dbg !507
  %27 = getelementptr inbounds i8, ptr %0, i64 %26, !dbg !509
  %28 = load i8, ptr %27, align 1, !dbg !509, !tbaa !197
  %29 = icmp eq i8 %28, 61, !dbg !510
  br i1 %29, label %40, label %30, !dbg !509

30:                                               ; preds = %23
    #dbg_value(i8 %28, !511, !DIExpression(), !517)
  %31 = sext i8 %28 to i32, !dbg !519
  %32 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @alphabet, i32 %31, i64 65), !dbg !520
    #dbg_value(ptr %32, !516, !DIExpression(), !517)
  %33 = icmp ne i8 %28, 0, !dbg !521
  %34 = icmp ne ptr %32, null
  %35 = select i1 %33, i1 %34, i1 false, !dbg !522
  %36 = ptrtoint ptr %32 to i64, !dbg !522
  %37 = trunc i64 %36 to i32, !dbg !522
  %38 = sub i32 %37, ptrtoint (ptr @alphabet to i32), !dbg !522
  %39 = select i1 %35, i32 %38, i32 -1, !dbg !522
  br label %40, !dbg !509

40:                                               ; preds = %23, %30
  %41 = phi i32 [ %39, %30 ], [ 0, %23 ], !dbg !509
  %42 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %24, !dbg !523
  store i32 %41, ptr %42, align 4, !dbg !524, !tbaa !525
  %43 = icmp slt i32 %41, 0, !dbg !527
    #dbg_value(i64 %24, !483, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !500)
  br i1 %43, label %78, label %19, !dbg !529

44:                                               ; preds = %19
  %45 = load i32, ptr %3, align 16, !dbg !530, !tbaa !525
  %46 = shl i32 %45, 18, !dbg !531
  %47 = load i32, ptr %10, align 4, !dbg !532, !tbaa !525
  %48 = shl i32 %47, 12, !dbg !533
  %49 = or i32 %48, %46, !dbg !534
  %50 = load i32, ptr %11, align 8, !dbg !535, !tbaa !525
  %51 = shl i32 %50, 6, !dbg !536
  %52 = or i32 %49, %51, !dbg !537
  %53 = load i32, ptr %12, align 4, !dbg !538, !tbaa !525
  %54 = or i32 %52, %53, !dbg !539
    #dbg_value(i32 %54, !485, !DIExpression(), !487)
  %55 = lshr i32 %54, 16, !dbg !540
  %56 = trunc i32 %55 to i8, !dbg !541
  %57 = add nsw i64 %18, 1, !dbg !542
    #dbg_value(i64 %57, !476, !DIExpression(), !488)
  %58 = getelementptr inbounds i8, ptr %1, i64 %18, !dbg !543
  store i8 %56, ptr %58, align 1, !dbg !544, !tbaa !197
  %59 = or disjoint i64 %17, 2, !dbg !545
  %60 = getelementptr inbounds i8, ptr %0, i64 %59, !dbg !547
  %61 = load i8, ptr %60, align 1, !dbg !547, !tbaa !197
  %62 = icmp eq i8 %61, 61, !dbg !548
  br i1 %62, label %68, label %63, !dbg !549

63:                                               ; preds = %44
  %64 = lshr i32 %54, 8, !dbg !550
  %65 = trunc i32 %64 to i8, !dbg !551
  %66 = add nsw i64 %18, 2, !dbg !552
    #dbg_value(i64 %66, !476, !DIExpression(), !488)
  %67 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !553
  store i8 %65, ptr %67, align 1, !dbg !554, !tbaa !197
  br label %68, !dbg !553

68:                                               ; preds = %63, %44
  %69 = phi i64 [ %66, %63 ], [ %57, %44 ], !dbg !487
    #dbg_value(i64 %69, !476, !DIExpression(), !488)
  %70 = or disjoint i64 %17, 3, !dbg !555
  %71 = getelementptr inbounds i8, ptr %0, i64 %70, !dbg !557
  %72 = load i8, ptr %71, align 1, !dbg !557, !tbaa !197
  %73 = icmp eq i8 %72, 61, !dbg !558
  br i1 %73, label %78, label %74, !dbg !559

74:                                               ; preds = %68
  %75 = trunc i32 %54 to i8, !dbg !560
  %76 = add nsw i64 %69, 1, !dbg !561
    #dbg_value(i64 %76, !476, !DIExpression(), !488)
  %77 = getelementptr inbounds i8, ptr %1, i64 %69, !dbg !562
  store i8 %75, ptr %77, align 1, !dbg !563, !tbaa !197
  br label %78, !dbg !562

78:                                               ; preds = %40, %68, %74
  %79 = phi i1 [ %21, %74 ], [ %21, %68 ], [ %25, %40 ]
  %80 = phi i64 [ %76, %74 ], [ %69, %68 ], [ %18, %40 ], !dbg !488
    #dbg_value(i64 %80, !476, !DIExpression(), !488)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10, !dbg !564
    #dbg_value(i64 %17, !477, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !493)
  br i1 %79, label %13, label %81

81:                                               ; preds = %13, %78, %7, %2
  %82 = phi i64 [ -1, %2 ], [ 0, %7 ], [ -1, %78 ], [ %80, %13 ], !dbg !488
  ret i64 %82, !dbg !565
}

; Function Attrs: nofree nounwind
declare !dbg !566 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !571 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !576 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!77}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "base64.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a37532bb08ee552c84b47fe63dca6735")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 28)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 34)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 30)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !19, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 20)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 33)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "alphabet", scope: !77, file: !2, line: 7, type: !96, isLocal: true, isDefinition: true)
!77 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !78, globals: !89, splitDebugInlining: false, nameTableKind: None)
!78 = !{!79, !82, !83, !84, !81, !87, !88}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !61, !63, !65, !70, !75, !90, !92, !94}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 520, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DISubrange(count: 65)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 58, type: !109, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!88}
!111 = !{!112, !117, !121, !123, !125, !128, !129, !133, !135, !136, !138, !141, !142, !144, !146, !149, !150, !152, !154, !155, !156}
!112 = !DILocalVariable(name: "texts", scope: !108, file: !2, line: 59, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 512, elements: !115)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!115 = !{!116}
!116 = !DISubrange(count: 8)
!117 = !DILocalVariable(name: "enc", scope: !108, file: !2, line: 61, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 256)
!121 = !DILocalVariable(name: "dec", scope: !108, file: !2, line: 62, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2048, elements: !119)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 63, type: !88)
!124 = distinct !DILexicalBlock(scope: !108, file: !2, line: 63, column: 5)
!125 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 64, type: !84)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 63, column: 33)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 63, column: 5)
!128 = !DILocalVariable(name: "m", scope: !126, file: !2, line: 65, type: !83)
!129 = !DILocalVariable(name: "bin", scope: !108, file: !2, line: 70, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 800, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 100)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 71, type: !88)
!134 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!135 = !DILocalVariable(name: "good", scope: !108, file: !2, line: 75, type: !88)
!136 = !DILocalVariable(name: "len", scope: !137, file: !2, line: 76, type: !84)
!137 = distinct !DILexicalBlock(scope: !108, file: !2, line: 76, column: 5)
!138 = !DILocalVariable(name: "n", scope: !139, file: !2, line: 77, type: !84)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 76, column: 48)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 76, column: 5)
!141 = !DILocalVariable(name: "m", scope: !139, file: !2, line: 78, type: !83)
!142 = !DILocalVariable(name: "bad", scope: !108, file: !2, line: 85, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !20)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 86, type: !88)
!145 = distinct !DILexicalBlock(scope: !108, file: !2, line: 86, column: 5)
!146 = !DILocalVariable(name: "m", scope: !147, file: !2, line: 87, type: !83)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 86, column: 33)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 86, column: 5)
!149 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 90, type: !82)
!150 = !DILocalVariable(name: "raw", scope: !108, file: !2, line: 91, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 92, type: !88)
!153 = distinct !DILexicalBlock(scope: !108, file: !2, line: 92, column: 5)
!154 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 94, type: !84)
!155 = !DILocalVariable(name: "sum", scope: !108, file: !2, line: 95, type: !87)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 96, type: !84)
!157 = distinct !DILexicalBlock(scope: !108, file: !2, line: 96, column: 5)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !108)
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 61, column: 5, scope: !108)
!166 = !DILocation(line: 62, column: 5, scope: !108)
!167 = !DILocation(line: 0, scope: !124)
!168 = !DILocation(line: 63, column: 5, scope: !124)
!169 = !DILocation(line: 70, column: 5, scope: !108)
!170 = !DILocation(line: 0, scope: !134)
!171 = !DILocation(line: 71, column: 5, scope: !134)
!172 = !DILocation(line: 64, column: 54, scope: !126)
!173 = !{!174, !174, i64 0}
!174 = !{!"any pointer", !175, i64 0}
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 64, column: 64, scope: !126)
!178 = !DILocalVariable(name: "in", arg: 1, scope: !179, file: !2, line: 9, type: !79)
!179 = distinct !DISubprogram(name: "b64_encode", scope: !2, file: !2, line: 9, type: !180, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!84, !79, !84, !82}
!182 = !{!178, !183, !184, !185, !186, !188}
!183 = !DILocalVariable(name: "n", arg: 2, scope: !179, file: !2, line: 9, type: !84)
!184 = !DILocalVariable(name: "out", arg: 3, scope: !179, file: !2, line: 9, type: !82)
!185 = !DILocalVariable(name: "o", scope: !179, file: !2, line: 10, type: !84)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 11, type: !84)
!187 = distinct !DILexicalBlock(scope: !179, file: !2, line: 11, column: 5)
!188 = !DILocalVariable(name: "v", scope: !189, file: !2, line: 12, type: !87)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 11, column: 39)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 11, column: 5)
!191 = !DILocation(line: 0, scope: !179, inlinedAt: !192)
!192 = distinct !DILocation(line: 64, column: 20, scope: !126)
!193 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!194 = !DILocation(line: 11, column: 26, scope: !190, inlinedAt: !192)
!195 = !DILocation(line: 11, column: 5, scope: !187, inlinedAt: !192)
!196 = !DILocation(line: 12, column: 32, scope: !189, inlinedAt: !192)
!197 = !{!175, !175, i64 0}
!198 = !DILocation(line: 12, column: 22, scope: !189, inlinedAt: !192)
!199 = !DILocation(line: 12, column: 38, scope: !189, inlinedAt: !192)
!200 = !DILocation(line: 0, scope: !189, inlinedAt: !192)
!201 = !DILocation(line: 13, column: 15, scope: !202, inlinedAt: !192)
!202 = distinct !DILexicalBlock(scope: !189, file: !2, line: 13, column: 13)
!203 = !DILocation(line: 13, column: 19, scope: !202, inlinedAt: !192)
!204 = !DILocation(line: 13, column: 13, scope: !189, inlinedAt: !192)
!205 = !DILocation(line: 13, column: 39, scope: !202, inlinedAt: !192)
!206 = !DILocation(line: 13, column: 29, scope: !202, inlinedAt: !192)
!207 = !DILocation(line: 13, column: 49, scope: !202, inlinedAt: !192)
!208 = !DILocation(line: 13, column: 26, scope: !202, inlinedAt: !192)
!209 = !DILocation(line: 13, column: 24, scope: !202, inlinedAt: !192)
!210 = !DILocation(line: 14, column: 15, scope: !211, inlinedAt: !192)
!211 = distinct !DILexicalBlock(scope: !189, file: !2, line: 14, column: 13)
!212 = !DILocation(line: 14, column: 19, scope: !211, inlinedAt: !192)
!213 = !DILocation(line: 14, column: 13, scope: !189, inlinedAt: !192)
!214 = !DILocation(line: 14, column: 29, scope: !211, inlinedAt: !192)
!215 = !DILocation(line: 14, column: 26, scope: !211, inlinedAt: !192)
!216 = !DILocation(line: 14, column: 24, scope: !211, inlinedAt: !192)
!217 = !DILocation(line: 15, column: 32, scope: !189, inlinedAt: !192)
!218 = !DILocation(line: 15, column: 39, scope: !189, inlinedAt: !192)
!219 = !DILocation(line: 15, column: 20, scope: !189, inlinedAt: !192)
!220 = !DILocation(line: 15, column: 9, scope: !189, inlinedAt: !192)
!221 = !DILocation(line: 15, column: 18, scope: !189, inlinedAt: !192)
!222 = !DILocation(line: 16, column: 32, scope: !189, inlinedAt: !192)
!223 = !DILocation(line: 16, column: 39, scope: !189, inlinedAt: !192)
!224 = !DILocation(line: 16, column: 20, scope: !189, inlinedAt: !192)
!225 = !DILocation(line: 16, column: 9, scope: !189, inlinedAt: !192)
!226 = !DILocation(line: 16, column: 18, scope: !189, inlinedAt: !192)
!227 = !DILocation(line: 17, column: 20, scope: !189, inlinedAt: !192)
!228 = !DILocation(line: 17, column: 44, scope: !189, inlinedAt: !192)
!229 = !DILocation(line: 17, column: 50, scope: !189, inlinedAt: !192)
!230 = !DILocation(line: 17, column: 32, scope: !189, inlinedAt: !192)
!231 = !DILocation(line: 17, column: 14, scope: !189, inlinedAt: !192)
!232 = !DILocation(line: 17, column: 9, scope: !189, inlinedAt: !192)
!233 = !DILocation(line: 17, column: 18, scope: !189, inlinedAt: !192)
!234 = !DILocation(line: 18, column: 20, scope: !189, inlinedAt: !192)
!235 = !DILocation(line: 18, column: 43, scope: !189, inlinedAt: !192)
!236 = !DILocation(line: 18, column: 32, scope: !189, inlinedAt: !192)
!237 = !DILocation(line: 18, column: 14, scope: !189, inlinedAt: !192)
!238 = !DILocation(line: 18, column: 9, scope: !189, inlinedAt: !192)
!239 = !DILocation(line: 18, column: 18, scope: !189, inlinedAt: !192)
!240 = !DILocation(line: 11, column: 33, scope: !190, inlinedAt: !192)
!241 = distinct !{!241, !195, !242, !243, !244}
!242 = !DILocation(line: 19, column: 5, scope: !187, inlinedAt: !192)
!243 = !{!"llvm.loop.mustprogress"}
!244 = !{!"llvm.loop.unroll.disable"}
!245 = !DILocation(line: 20, column: 5, scope: !179, inlinedAt: !192)
!246 = !DILocation(line: 20, column: 12, scope: !179, inlinedAt: !192)
!247 = !DILocation(line: 0, scope: !126)
!248 = !DILocation(line: 65, column: 18, scope: !126)
!249 = !DILocation(line: 66, column: 13, scope: !126)
!250 = !DILocation(line: 66, column: 9, scope: !126)
!251 = !DILocation(line: 66, column: 28, scope: !126)
!252 = !DILocation(line: 68, column: 27, scope: !126)
!253 = !DILocation(line: 68, column: 18, scope: !126)
!254 = !DILocation(line: 68, column: 44, scope: !126)
!255 = !DILocation(line: 68, column: 47, scope: !126)
!256 = !DILocation(line: 68, column: 80, scope: !126)
!257 = !DILocation(line: 67, column: 9, scope: !126)
!258 = !DILocation(line: 63, column: 29, scope: !127)
!259 = !DILocation(line: 63, column: 23, scope: !127)
!260 = distinct !{!260, !168, !261, !243, !244}
!261 = !DILocation(line: 69, column: 5, scope: !124)
!262 = !DILocation(line: 73, column: 5, scope: !108)
!263 = !DILocation(line: 73, column: 12, scope: !108)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 74, column: 5, scope: !108)
!266 = !DILocation(line: 74, column: 13, scope: !108)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 0, scope: !137)
!269 = !DILocation(line: 76, column: 5, scope: !137)
!270 = !DILocation(line: 72, column: 18, scope: !271)
!271 = distinct !DILexicalBlock(scope: !134, file: !2, line: 71, column: 5)
!272 = !DILocation(line: 72, column: 9, scope: !271)
!273 = !DILocation(line: 72, column: 16, scope: !271)
!274 = !DILocation(line: 71, column: 31, scope: !271)
!275 = !DILocation(line: 71, column: 23, scope: !271)
!276 = distinct !{!276, !171, !277, !243, !244}
!277 = !DILocation(line: 72, column: 45, scope: !134)
!278 = !DILocation(line: 83, column: 5, scope: !108)
!279 = !DILocalVariable(name: "p", arg: 1, scope: !280, file: !2, line: 49, type: !79)
!280 = distinct !DISubprogram(name: "hexdump", scope: !2, file: !2, line: 49, type: !281, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !79, !84}
!283 = !{!279, !284, !285, !287}
!284 = !DILocalVariable(name: "n", arg: 2, scope: !280, file: !2, line: 49, type: !84)
!285 = !DILocalVariable(name: "i", scope: !286, file: !2, line: 50, type: !84)
!286 = distinct !DILexicalBlock(scope: !280, file: !2, line: 50, column: 5)
!287 = !DILocalVariable(name: "k", scope: !288, file: !2, line: 52, type: !84)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 52, column: 9)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 50, column: 40)
!290 = distinct !DILexicalBlock(scope: !286, file: !2, line: 50, column: 5)
!291 = !DILocation(line: 0, scope: !280, inlinedAt: !292)
!292 = distinct !DILocation(line: 84, column: 5, scope: !108)
!293 = !DILocation(line: 0, scope: !286, inlinedAt: !292)
!294 = !DILocation(line: 50, column: 5, scope: !286, inlinedAt: !292)
!295 = !DILocation(line: 51, column: 9, scope: !289, inlinedAt: !292)
!296 = !DILocation(line: 0, scope: !288, inlinedAt: !292)
!297 = !DILocation(line: 52, column: 14, scope: !288, inlinedAt: !292)
!298 = !DILocation(line: 52, column: 9, scope: !288, inlinedAt: !292)
!299 = !DILocation(line: 54, column: 9, scope: !289, inlinedAt: !292)
!300 = !DILocation(line: 50, column: 26, scope: !290, inlinedAt: !292)
!301 = distinct !{!301, !294, !302, !243, !244}
!302 = !DILocation(line: 55, column: 5, scope: !286, inlinedAt: !292)
!303 = !DILocation(line: 53, column: 29, scope: !304, inlinedAt: !292)
!304 = distinct !DILexicalBlock(scope: !288, file: !2, line: 52, column: 9)
!305 = !DILocation(line: 53, column: 13, scope: !304, inlinedAt: !292)
!306 = !DILocation(line: 52, column: 50, scope: !304, inlinedAt: !292)
!307 = !DILocation(line: 52, column: 39, scope: !304, inlinedAt: !292)
!308 = distinct !{!308, !298, !309, !243, !244}
!309 = !DILocation(line: 53, column: 33, scope: !288, inlinedAt: !292)
!310 = !DILocation(line: 0, scope: !179, inlinedAt: !311)
!311 = distinct !DILocation(line: 77, column: 20, scope: !139)
!312 = !DILocation(line: 0, scope: !187, inlinedAt: !311)
!313 = !DILocation(line: 11, column: 26, scope: !190, inlinedAt: !311)
!314 = !DILocation(line: 11, column: 5, scope: !187, inlinedAt: !311)
!315 = !DILocation(line: 12, column: 32, scope: !189, inlinedAt: !311)
!316 = !DILocation(line: 12, column: 22, scope: !189, inlinedAt: !311)
!317 = !DILocation(line: 12, column: 38, scope: !189, inlinedAt: !311)
!318 = !DILocation(line: 0, scope: !189, inlinedAt: !311)
!319 = !DILocation(line: 13, column: 15, scope: !202, inlinedAt: !311)
!320 = !DILocation(line: 13, column: 19, scope: !202, inlinedAt: !311)
!321 = !DILocation(line: 13, column: 13, scope: !189, inlinedAt: !311)
!322 = !DILocation(line: 13, column: 39, scope: !202, inlinedAt: !311)
!323 = !DILocation(line: 13, column: 29, scope: !202, inlinedAt: !311)
!324 = !DILocation(line: 13, column: 49, scope: !202, inlinedAt: !311)
!325 = !DILocation(line: 13, column: 26, scope: !202, inlinedAt: !311)
!326 = !DILocation(line: 13, column: 24, scope: !202, inlinedAt: !311)
!327 = !DILocation(line: 14, column: 15, scope: !211, inlinedAt: !311)
!328 = !DILocation(line: 14, column: 19, scope: !211, inlinedAt: !311)
!329 = !DILocation(line: 14, column: 13, scope: !189, inlinedAt: !311)
!330 = !DILocation(line: 14, column: 29, scope: !211, inlinedAt: !311)
!331 = !DILocation(line: 14, column: 26, scope: !211, inlinedAt: !311)
!332 = !DILocation(line: 14, column: 24, scope: !211, inlinedAt: !311)
!333 = !DILocation(line: 15, column: 32, scope: !189, inlinedAt: !311)
!334 = !DILocation(line: 15, column: 39, scope: !189, inlinedAt: !311)
!335 = !DILocation(line: 15, column: 20, scope: !189, inlinedAt: !311)
!336 = !DILocation(line: 15, column: 9, scope: !189, inlinedAt: !311)
!337 = !DILocation(line: 15, column: 18, scope: !189, inlinedAt: !311)
!338 = !DILocation(line: 16, column: 32, scope: !189, inlinedAt: !311)
!339 = !DILocation(line: 16, column: 39, scope: !189, inlinedAt: !311)
!340 = !DILocation(line: 16, column: 20, scope: !189, inlinedAt: !311)
!341 = !DILocation(line: 16, column: 9, scope: !189, inlinedAt: !311)
!342 = !DILocation(line: 16, column: 18, scope: !189, inlinedAt: !311)
!343 = !DILocation(line: 17, column: 20, scope: !189, inlinedAt: !311)
!344 = !DILocation(line: 17, column: 44, scope: !189, inlinedAt: !311)
!345 = !DILocation(line: 17, column: 50, scope: !189, inlinedAt: !311)
!346 = !DILocation(line: 17, column: 32, scope: !189, inlinedAt: !311)
!347 = !DILocation(line: 17, column: 14, scope: !189, inlinedAt: !311)
!348 = !DILocation(line: 17, column: 9, scope: !189, inlinedAt: !311)
!349 = !DILocation(line: 17, column: 18, scope: !189, inlinedAt: !311)
!350 = !DILocation(line: 18, column: 20, scope: !189, inlinedAt: !311)
!351 = !DILocation(line: 18, column: 43, scope: !189, inlinedAt: !311)
!352 = !DILocation(line: 18, column: 32, scope: !189, inlinedAt: !311)
!353 = !DILocation(line: 18, column: 14, scope: !189, inlinedAt: !311)
!354 = !DILocation(line: 18, column: 9, scope: !189, inlinedAt: !311)
!355 = !DILocation(line: 18, column: 18, scope: !189, inlinedAt: !311)
!356 = !DILocation(line: 11, column: 33, scope: !190, inlinedAt: !311)
!357 = distinct !{!357, !314, !358, !243, !244}
!358 = !DILocation(line: 19, column: 5, scope: !187, inlinedAt: !311)
!359 = !DILocation(line: 20, column: 5, scope: !179, inlinedAt: !311)
!360 = !DILocation(line: 20, column: 12, scope: !179, inlinedAt: !311)
!361 = !DILocation(line: 0, scope: !139)
!362 = !DILocation(line: 78, column: 18, scope: !139)
!363 = !DILocation(line: 79, column: 19, scope: !139)
!364 = !DILocation(line: 79, column: 32, scope: !139)
!365 = !DILocation(line: 79, column: 35, scope: !139)
!366 = !DILocation(line: 79, column: 57, scope: !139)
!367 = !DILocation(line: 79, column: 14, scope: !139)
!368 = !DILocation(line: 80, column: 17, scope: !369)
!369 = distinct !DILexicalBlock(scope: !139, file: !2, line: 80, column: 13)
!370 = !DILocation(line: 80, column: 13, scope: !139)
!371 = !DILocation(line: 81, column: 13, scope: !369)
!372 = !DILocation(line: 76, column: 42, scope: !140)
!373 = !DILocation(line: 76, column: 30, scope: !140)
!374 = distinct !{!374, !269, !375, !243, !244}
!375 = !DILocation(line: 82, column: 5, scope: !137)
!376 = !DILocation(line: 90, column: 17, scope: !108)
!377 = !DILocation(line: 91, column: 26, scope: !108)
!378 = !DILocation(line: 0, scope: !153)
!379 = !DILocation(line: 92, column: 5, scope: !153)
!380 = !DILocation(line: 0, scope: !145)
!381 = !DILocation(line: 87, column: 29, scope: !147)
!382 = !DILocation(line: 87, column: 18, scope: !147)
!383 = !DILocation(line: 0, scope: !147)
!384 = !DILocation(line: 88, column: 9, scope: !147)
!385 = !DILocation(line: 86, column: 29, scope: !148)
!386 = !DILocation(line: 86, column: 23, scope: !148)
!387 = !DILocation(line: 86, column: 5, scope: !145)
!388 = distinct !{!388, !387, !389, !243, !244}
!389 = !DILocation(line: 89, column: 5, scope: !145)
!390 = !DILocation(line: 11, column: 5, scope: !187, inlinedAt: !391)
!391 = distinct !DILocation(line: 94, column: 16, scope: !108)
!392 = !DILocation(line: 0, scope: !187, inlinedAt: !391)
!393 = !DILocation(line: 0, scope: !179, inlinedAt: !391)
!394 = !DILocation(line: 12, column: 32, scope: !189, inlinedAt: !391)
!395 = !DILocation(line: 12, column: 22, scope: !189, inlinedAt: !391)
!396 = !DILocation(line: 12, column: 38, scope: !189, inlinedAt: !391)
!397 = !DILocation(line: 0, scope: !189, inlinedAt: !391)
!398 = !DILocation(line: 13, column: 19, scope: !202, inlinedAt: !391)
!399 = !DILocation(line: 13, column: 13, scope: !189, inlinedAt: !391)
!400 = !DILocation(line: 13, column: 39, scope: !202, inlinedAt: !391)
!401 = !DILocation(line: 13, column: 29, scope: !202, inlinedAt: !391)
!402 = !DILocation(line: 13, column: 49, scope: !202, inlinedAt: !391)
!403 = !DILocation(line: 13, column: 26, scope: !202, inlinedAt: !391)
!404 = !DILocation(line: 13, column: 24, scope: !202, inlinedAt: !391)
!405 = !DILocation(line: 14, column: 19, scope: !211, inlinedAt: !391)
!406 = !DILocation(line: 14, column: 13, scope: !189, inlinedAt: !391)
!407 = !DILocation(line: 14, column: 29, scope: !211, inlinedAt: !391)
!408 = !DILocation(line: 14, column: 26, scope: !211, inlinedAt: !391)
!409 = !DILocation(line: 14, column: 24, scope: !211, inlinedAt: !391)
!410 = !DILocation(line: 15, column: 32, scope: !189, inlinedAt: !391)
!411 = !DILocation(line: 15, column: 39, scope: !189, inlinedAt: !391)
!412 = !DILocation(line: 15, column: 20, scope: !189, inlinedAt: !391)
!413 = !DILocation(line: 15, column: 9, scope: !189, inlinedAt: !391)
!414 = !DILocation(line: 15, column: 18, scope: !189, inlinedAt: !391)
!415 = !DILocation(line: 16, column: 32, scope: !189, inlinedAt: !391)
!416 = !DILocation(line: 16, column: 39, scope: !189, inlinedAt: !391)
!417 = !DILocation(line: 16, column: 20, scope: !189, inlinedAt: !391)
!418 = !DILocation(line: 16, column: 9, scope: !189, inlinedAt: !391)
!419 = !DILocation(line: 16, column: 18, scope: !189, inlinedAt: !391)
!420 = !DILocation(line: 17, column: 20, scope: !189, inlinedAt: !391)
!421 = !DILocation(line: 17, column: 44, scope: !189, inlinedAt: !391)
!422 = !DILocation(line: 17, column: 50, scope: !189, inlinedAt: !391)
!423 = !DILocation(line: 17, column: 32, scope: !189, inlinedAt: !391)
!424 = !DILocation(line: 17, column: 14, scope: !189, inlinedAt: !391)
!425 = !DILocation(line: 17, column: 9, scope: !189, inlinedAt: !391)
!426 = !DILocation(line: 17, column: 18, scope: !189, inlinedAt: !391)
!427 = !DILocation(line: 18, column: 20, scope: !189, inlinedAt: !391)
!428 = !DILocation(line: 18, column: 43, scope: !189, inlinedAt: !391)
!429 = !DILocation(line: 18, column: 32, scope: !189, inlinedAt: !391)
!430 = !DILocation(line: 18, column: 14, scope: !189, inlinedAt: !391)
!431 = !DILocation(line: 18, column: 9, scope: !189, inlinedAt: !391)
!432 = !DILocation(line: 18, column: 18, scope: !189, inlinedAt: !391)
!433 = !DILocation(line: 11, column: 33, scope: !190, inlinedAt: !391)
!434 = !DILocation(line: 11, column: 26, scope: !190, inlinedAt: !391)
!435 = distinct !{!435, !390, !436, !243, !244}
!436 = !DILocation(line: 19, column: 5, scope: !187, inlinedAt: !391)
!437 = !DILocation(line: 20, column: 5, scope: !179, inlinedAt: !391)
!438 = !DILocation(line: 20, column: 12, scope: !179, inlinedAt: !391)
!439 = !DILocation(line: 0, scope: !157)
!440 = !DILocation(line: 96, column: 5, scope: !157)
!441 = !DILocation(line: 93, column: 41, scope: !442)
!442 = distinct !DILexicalBlock(scope: !153, file: !2, line: 92, column: 5)
!443 = !DILocation(line: 93, column: 36, scope: !442)
!444 = !DILocation(line: 93, column: 18, scope: !442)
!445 = !DILocation(line: 93, column: 9, scope: !442)
!446 = !DILocation(line: 93, column: 16, scope: !442)
!447 = !DILocation(line: 92, column: 31, scope: !442)
!448 = !DILocation(line: 92, column: 23, scope: !442)
!449 = distinct !{!449, !379, !450, !243, !244}
!450 = !DILocation(line: 93, column: 46, scope: !153)
!451 = !DILocation(line: 98, column: 5, scope: !108)
!452 = !DILocation(line: 99, column: 5, scope: !108)
!453 = !DILocation(line: 100, column: 5, scope: !108)
!454 = !DILocation(line: 102, column: 1, scope: !108)
!455 = !DILocation(line: 101, column: 5, scope: !108)
!456 = !DILocation(line: 97, column: 19, scope: !457)
!457 = distinct !DILexicalBlock(scope: !157, file: !2, line: 96, column: 5)
!458 = !DILocation(line: 97, column: 41, scope: !457)
!459 = !DILocation(line: 97, column: 26, scope: !457)
!460 = !DILocation(line: 97, column: 24, scope: !457)
!461 = !DILocation(line: 96, column: 32, scope: !457)
!462 = !DILocation(line: 96, column: 26, scope: !457)
!463 = distinct !{!463, !440, !464, !243, !244}
!464 = !DILocation(line: 97, column: 46, scope: !157)
!465 = !DISubprogram(name: "strlen", scope: !466, file: !466, line: 407, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!467 = !DISubroutineType(types: !468)
!468 = !{!86, !114}
!469 = distinct !DISubprogram(name: "b64_decode", scope: !2, file: !2, line: 29, type: !470, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !472)
!470 = !DISubroutineType(types: !471)
!471 = !{!83, !114, !151}
!472 = !{!473, !474, !475, !476, !477, !479, !483, !485}
!473 = !DILocalVariable(name: "in", arg: 1, scope: !469, file: !2, line: 29, type: !114)
!474 = !DILocalVariable(name: "out", arg: 2, scope: !469, file: !2, line: 29, type: !151)
!475 = !DILocalVariable(name: "n", scope: !469, file: !2, line: 30, type: !84)
!476 = !DILocalVariable(name: "o", scope: !469, file: !2, line: 33, type: !83)
!477 = !DILocalVariable(name: "i", scope: !478, file: !2, line: 34, type: !84)
!478 = distinct !DILexicalBlock(scope: !469, file: !2, line: 34, column: 5)
!479 = !DILocalVariable(name: "v", scope: !480, file: !2, line: 35, type: !482)
!480 = distinct !DILexicalBlock(scope: !481, file: !2, line: 34, column: 39)
!481 = distinct !DILexicalBlock(scope: !478, file: !2, line: 34, column: 5)
!482 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, elements: !20)
!483 = !DILocalVariable(name: "k", scope: !484, file: !2, line: 36, type: !88)
!484 = distinct !DILexicalBlock(scope: !480, file: !2, line: 36, column: 9)
!485 = !DILocalVariable(name: "w", scope: !480, file: !2, line: 41, type: !87)
!486 = distinct !DIAssignID()
!487 = !DILocation(line: 0, scope: !480)
!488 = !DILocation(line: 0, scope: !469)
!489 = !DILocation(line: 30, column: 16, scope: !469)
!490 = !DILocation(line: 31, column: 11, scope: !491)
!491 = distinct !DILexicalBlock(scope: !469, file: !2, line: 31, column: 9)
!492 = !DILocation(line: 31, column: 9, scope: !469)
!493 = !DILocation(line: 0, scope: !478)
!494 = !DILocation(line: 34, column: 26, scope: !481)
!495 = !DILocation(line: 34, column: 5, scope: !478)
!496 = !DILocation(line: 34, column: 33, scope: !481)
!497 = distinct !{!497, !495, !498, !243, !244}
!498 = !DILocation(line: 45, column: 5, scope: !478)
!499 = !DILocation(line: 35, column: 9, scope: !480)
!500 = !DILocation(line: 0, scope: !484)
!501 = !DILocation(line: 36, column: 9, scope: !484)
!502 = !DILocation(line: 36, column: 33, scope: !503)
!503 = distinct !DILexicalBlock(scope: !484, file: !2, line: 36, column: 9)
!504 = !DILocation(line: 36, column: 27, scope: !503)
!505 = distinct !{!505, !501, !506, !243, !244}
!506 = !DILocation(line: 40, column: 9, scope: !484)
!507 = !DILocation(line: 37, column: 25, scope: !508)
!508 = distinct !DILexicalBlock(scope: !503, file: !2, line: 36, column: 37)
!509 = !DILocation(line: 37, column: 20, scope: !508)
!510 = !DILocation(line: 37, column: 30, scope: !508)
!511 = !DILocalVariable(name: "c", arg: 1, scope: !512, file: !2, line: 24, type: !4)
!512 = distinct !DISubprogram(name: "b64_value", scope: !2, file: !2, line: 24, type: !513, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !515)
!513 = !DISubroutineType(types: !514)
!514 = !{!88, !4}
!515 = !{!511, !516}
!516 = !DILocalVariable(name: "p", scope: !512, file: !2, line: 25, type: !114)
!517 = !DILocation(line: 0, scope: !512, inlinedAt: !518)
!518 = distinct !DILocation(line: 37, column: 43, scope: !508)
!519 = !DILocation(line: 25, column: 38, scope: !512, inlinedAt: !518)
!520 = !DILocation(line: 25, column: 21, scope: !512, inlinedAt: !518)
!521 = !DILocation(line: 26, column: 12, scope: !512, inlinedAt: !518)
!522 = !DILocation(line: 26, column: 14, scope: !512, inlinedAt: !518)
!523 = !DILocation(line: 37, column: 13, scope: !508)
!524 = !DILocation(line: 37, column: 18, scope: !508)
!525 = !{!526, !526, i64 0}
!526 = !{!"int", !175, i64 0}
!527 = !DILocation(line: 38, column: 22, scope: !528)
!528 = distinct !DILexicalBlock(scope: !508, file: !2, line: 38, column: 17)
!529 = !DILocation(line: 38, column: 17, scope: !508)
!530 = !DILocation(line: 41, column: 32, scope: !480)
!531 = !DILocation(line: 41, column: 37, scope: !480)
!532 = !DILocation(line: 41, column: 55, scope: !480)
!533 = !DILocation(line: 41, column: 60, scope: !480)
!534 = !DILocation(line: 41, column: 43, scope: !480)
!535 = !DILocation(line: 41, column: 78, scope: !480)
!536 = !DILocation(line: 41, column: 83, scope: !480)
!537 = !DILocation(line: 41, column: 66, scope: !480)
!538 = !DILocation(line: 41, column: 100, scope: !480)
!539 = !DILocation(line: 41, column: 88, scope: !480)
!540 = !DILocation(line: 42, column: 38, scope: !480)
!541 = !DILocation(line: 42, column: 20, scope: !480)
!542 = !DILocation(line: 42, column: 14, scope: !480)
!543 = !DILocation(line: 42, column: 9, scope: !480)
!544 = !DILocation(line: 42, column: 18, scope: !480)
!545 = !DILocation(line: 43, column: 18, scope: !546)
!546 = distinct !DILexicalBlock(scope: !480, file: !2, line: 43, column: 13)
!547 = !DILocation(line: 43, column: 13, scope: !546)
!548 = !DILocation(line: 43, column: 23, scope: !546)
!549 = !DILocation(line: 43, column: 13, scope: !480)
!550 = !DILocation(line: 43, column: 60, scope: !546)
!551 = !DILocation(line: 43, column: 42, scope: !546)
!552 = !DILocation(line: 43, column: 36, scope: !546)
!553 = !DILocation(line: 43, column: 31, scope: !546)
!554 = !DILocation(line: 43, column: 40, scope: !546)
!555 = !DILocation(line: 44, column: 18, scope: !556)
!556 = distinct !DILexicalBlock(scope: !480, file: !2, line: 44, column: 13)
!557 = !DILocation(line: 44, column: 13, scope: !556)
!558 = !DILocation(line: 44, column: 23, scope: !556)
!559 = !DILocation(line: 44, column: 13, scope: !480)
!560 = !DILocation(line: 44, column: 42, scope: !556)
!561 = !DILocation(line: 44, column: 36, scope: !556)
!562 = !DILocation(line: 44, column: 31, scope: !556)
!563 = !DILocation(line: 44, column: 40, scope: !556)
!564 = !DILocation(line: 45, column: 5, scope: !481)
!565 = !DILocation(line: 47, column: 1, scope: !469)
!566 = !DISubprogram(name: "printf", scope: !567, file: !567, line: 356, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!568 = !DISubroutineType(types: !569)
!569 = !{!88, !570, null}
!570 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!571 = !DISubprogram(name: "malloc", scope: !572, file: !572, line: 553, type: !573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!573 = !DISubroutineType(types: !574)
!574 = !{!575, !84}
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!576 = !DISubprogram(name: "free", scope: !572, file: !572, line: 568, type: !577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !575}
